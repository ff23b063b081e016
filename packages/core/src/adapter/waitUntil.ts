import { TimeoutError } from '../errors/chainClient.js'
import { type Clock, systemClock } from './clock.js'

export interface WaitUntilParameters {
  /** What is awaited, for the time-out's details ('the receipt of 0xab…'). */
  waitingFor: string
  /** The whole wait, from the first attempt. */
  timeoutMs: number
  /** The longest pause between attempts. */
  pollMs: number
  /** The first pause, doubled after each attempt up to `pollMs`; equal pauses of `pollMs` when absent. */
  firstPollMs?: number
  /**
   * Whether an error an attempt threw means "not yet" (keep polling) rather than a failure; `failures` counts such
   * errors in a row. The last one becomes the time-out's cause. None is retried when absent. A kept error with a
   * `retryAfterMs` (a node's Retry-After) makes the next pause at least that long.
   */
  retryOn?: (error: unknown, failures: number) => boolean
  clock?: Clock
}

/**
 * Runs `attempt` until it returns a value (not `undefined`), pausing between attempts, and throws a
 * `TimeoutError` naming what was awaited once `timeoutMs` passed; a last attempt is made at the deadline. The one
 * wait loop of every adapter (receipts, confirmations, statuses).
 */
export async function waitUntil<T>(
  attempt: () => Promise<T | undefined>,
  { waitingFor, timeoutMs, pollMs, firstPollMs = pollMs, retryOn, clock = systemClock }: WaitUntilParameters,
): Promise<T> {
  const deadline = clock.now() + timeoutMs
  let pause = Math.min(firstPollMs, pollMs)
  let failures = 0
  let lastError: unknown
  for (;;) {
    let askedPause = 0
    try {
      const result = await attempt()
      if (result !== undefined) return result
      failures = 0
    } catch (error) {
      failures++
      if (!retryOn?.(error, failures)) throw error
      lastError = error
      askedPause = retryAfterOf(error)
    }
    const left = deadline - clock.now()
    if (left <= 0) {
      throw new TimeoutError({
        details: `Waited ${timeoutMs} ms for ${waitingFor}`,
        ...(lastError !== undefined && { cause: lastError }),
      })
    }
    await clock.sleep(Math.min(Math.max(pause, askedPause), left))
    pause = Math.min(pause * 2, pollMs)
  }
}

function retryAfterOf(error: unknown): number {
  const asked =
    typeof error === 'object' && error !== null ? (error as { retryAfterMs?: unknown }).retryAfterMs : 0
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0 ? asked : 0
}
