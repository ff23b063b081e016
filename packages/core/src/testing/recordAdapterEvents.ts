import type { AdapterEventMap, ChainAdapter } from '../adapter/types.js'
import { ContractViolationError } from './ContractViolationError.js'
import { eventually } from './eventually.js'

export type RecordedEvent = {
  [E in keyof AdapterEventMap]: { event: E; payload: AdapterEventMap[E] }
}[keyof AdapterEventMap]

export interface AdapterEventRecorder {
  /** Every wallet event the adapter emitted since recording began, in order. */
  readonly events: readonly RecordedEvent[]
  /**
   * Resolves with the index of the first event from index `from` on that `matches` accepts; rejects with a
   * ContractViolationError saying `missing` when none came within `timeoutMs`.
   */
  waitFor(matches: (event: RecordedEvent) => boolean, missing: string, from?: number): Promise<number>
  stop(): void
}

const RECORDED: readonly (keyof AdapterEventMap)[] = [
  'accountsChanged',
  'networkChanged',
  'disconnected',
  'error',
]

/** Listens to the adapter's wallet events (not `connectorsChanged`) until `stop`. */
export function recordAdapterEvents(adapter: ChainAdapter, timeoutMs: number): AdapterEventRecorder {
  const events: RecordedEvent[] = []
  const unsubscribes = RECORDED.map((event) =>
    adapter.on(event, (payload: unknown) => events.push({ event, payload } as RecordedEvent)),
  )
  return {
    events,
    waitFor: (matches, missing, from = 0) =>
      eventually(
        () => {
          const found = events.findIndex((event, index) => index >= from && matches(event))
          if (found < 0) throw new ContractViolationError(missing)
          return found
        },
        { timeoutMs, intervalMs: 20 },
      ),
    stop: () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    },
  }
}

/** True for an `accountsChanged` that lists `address`. */
export function listsAddress(event: RecordedEvent, address: string): boolean {
  return event.event === 'accountsChanged' && event.payload.some((account) => account.address === address)
}
