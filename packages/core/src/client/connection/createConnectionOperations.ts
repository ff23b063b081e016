import type { ChainNamespace } from '../../caip/types.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import type { ConnectionStatus } from '../state.js'

export type ConnectionOperationKind = 'connect' | 'reconnect' | 'disconnect'

/** One connect, silent reconnect or disconnect of a namespace: the token its result must still hold. */
export interface ConnectionOperation {
  readonly id: number
  readonly namespace: ChainNamespace
  readonly kind: ConnectionOperationKind
  readonly connectorId: string | undefined
  /** Aborted (reason: `ConnectionCancelledError`) when the operation is cancelled or superseded. */
  readonly signal: AbortSignal
  /** The status the namespace goes back to if this operation ends without a connection. */
  restoreStatus: ConnectionStatus
  /** Settles once the operation's wallet calls have settled, whatever became of it. */
  readonly done: Promise<void>
  /** A connect or reconnect: the wallet's answer is in hand (what the wallet does from now on is about it). */
  answered: boolean
  /** The wallet ended the connection after answering and before the client took it. */
  endedByWallet: boolean
  /** A connect or reconnect: its connection became the namespace's. */
  attached: boolean
}

export interface BeginOperationParameters {
  connectorId?: string | undefined
  /** The namespace's status now; inherited from the operation this one supersedes when that was a connect. */
  status: ConnectionStatus
}

/**
 * Each namespace's connection as a small state machine: at most one operation is current per namespace. A new
 * one supersedes the old (aborting it), and a result that arrives for a superseded operation is discarded by
 * its caller. `generation` changes whenever the namespace's connection may have changed, so requests that were
 * open across such a change (sign, switch) can tell.
 */
export interface ConnectionOperations {
  /** Starts an operation on `namespace`; returns it and the one it superseded (already aborted). */
  begin(
    namespace: ChainNamespace,
    kind: ConnectionOperationKind,
    parameters: BeginOperationParameters,
  ): { operation: ConnectionOperation; superseded: ConnectionOperation | undefined }
  current(namespace: ChainNamespace): ConnectionOperation | undefined
  isCurrent(operation: ConnectionOperation): boolean
  /**
   * Marks the operation's wallet calls settled; a current operation stops being current. With `failure`, its
   * signal is aborted too (if not already), so an adapter still waiting on the wallet can stop.
   */
  end(operation: ConnectionOperation, failure?: unknown): void
  /** Aborts `operation` if it is still current (then it no longer is); false when it was not. */
  cancel(operation: ConnectionOperation, reason: ConnectionCancelledError): boolean
  /** Namespaces with a current operation. */
  namespaces(): ChainNamespace[]
  /**
   * Settles once every close at the wallet begun on `namespace` so far (disconnects, discarded connections) has
   * settled, so a connect that follows cannot be closed by one of them; undefined when none is open (the
   * connect then asks the wallet in the same tick, within the user's gesture).
   */
  closing(namespace: ChainNamespace): Promise<void> | undefined
  /** Counts `close` (a call ending the namespace's connection at the wallet) in `closing` until it settles. */
  trackClosing(namespace: ChainNamespace, close: Promise<unknown>): void
  /** The id of the newest operation begun on any namespace (0 before the first): a point in the user's intents. */
  newestId(): number
  /** The id of the newest connect begun on `namespace` (0 if none). */
  newestConnectId(namespace: ChainNamespace): number
  generation(namespace: ChainNamespace): number
  /** The wallet changed the connection on its own (disconnect, account change). */
  touch(namespace: ChainNamespace): void
}

interface Entry extends ConnectionOperation {
  readonly controller: AbortController
  readonly resolveDone: () => void
}

export function createConnectionOperations(): ConnectionOperations {
  const current = new Map<ChainNamespace, Entry>()
  const generations = new Map<ChainNamespace, number>()
  const closes = new Map<ChainNamespace, Set<Promise<unknown>>>()
  const connects = new Map<ChainNamespace, number>()
  let nextId = 1

  function trackClosing(namespace: ChainNamespace, close: Promise<unknown>) {
    const open = closes.get(namespace) ?? new Set()
    closes.set(namespace, open)
    const settled = close.then(
      () => {},
      () => {},
    )
    open.add(settled)
    void settled.then(() => open.delete(settled))
  }

  const touch = (namespace: ChainNamespace) =>
    generations.set(namespace, (generations.get(namespace) ?? 0) + 1)

  function abort(entry: Entry, reason: ConnectionCancelledError) {
    if (!entry.controller.signal.aborted) entry.controller.abort(reason)
  }

  return {
    begin(namespace, kind, { connectorId, status }) {
      const superseded = current.get(namespace)
      if (superseded) {
        abort(
          superseded,
          new ConnectionCancelledError({
            namespace,
            connectorId: superseded.connectorId,
            details: `Superseded by a ${kind} on ${namespace}`,
          }),
        )
      }
      const controller = new AbortController()
      let resolveDone = () => {}
      const done = new Promise<void>((resolve) => {
        resolveDone = resolve
      })
      const inherited = superseded && superseded.kind !== 'disconnect' ? superseded.restoreStatus : undefined
      const entry: Entry = {
        id: nextId++,
        namespace,
        kind,
        connectorId,
        signal: controller.signal,
        restoreStatus: inherited ?? status,
        done,
        answered: false,
        endedByWallet: false,
        attached: false,
        controller,
        resolveDone,
      }
      current.set(namespace, entry)
      if (kind === 'disconnect') trackClosing(namespace, done)
      if (kind === 'connect') connects.set(namespace, entry.id)
      touch(namespace)
      return { operation: entry, superseded }
    },
    current: (namespace) => current.get(namespace),
    isCurrent: (operation) => current.get(operation.namespace) === operation,
    end(operation, failure) {
      const entry = operation as Entry
      if (failure !== undefined && !entry.controller.signal.aborted) {
        entry.controller.abort(
          failure instanceof ConnectionCancelledError
            ? failure
            : new ConnectionCancelledError({
                namespace: entry.namespace,
                connectorId: entry.connectorId,
                details: 'The request failed',
                cause: failure,
              }),
        )
      }
      entry.resolveDone()
      if (current.get(operation.namespace) === entry) current.delete(operation.namespace)
    },
    cancel(operation, reason) {
      const entry = operation as Entry
      if (current.get(operation.namespace) !== entry) return false
      current.delete(operation.namespace)
      touch(operation.namespace)
      abort(entry, reason)
      return true
    },
    namespaces: () => [...current.keys()],
    closing(namespace) {
      const open = closes.get(namespace)
      return open && open.size > 0 ? Promise.all(open).then(() => {}) : undefined
    },
    trackClosing,
    newestId: () => nextId - 1,
    newestConnectId: (namespace) => connects.get(namespace) ?? 0,
    generation: (namespace) => generations.get(namespace) ?? 0,
    touch,
  }
}
