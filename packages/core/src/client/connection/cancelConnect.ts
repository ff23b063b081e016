import type { ChainNamespace } from '../../caip/types.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import type { ClientContext } from '../context.js'
import type { ConnectionOperation } from './createConnectionOperations.js'
import { restoreStatus } from './restoreStatus.js'

export interface CancelConnectParameters {
  /** Only this namespace's connect; default every namespace's. */
  namespace?: ChainNamespace | undefined
}

/**
 * Cancels the connect in flight on `namespace` (every namespace when none is given): its status goes back to
 * what it was before, its promise rejects with `ConnectionCancelledError`, and the wallet's late answer is
 * discarded and closed at the wallet. Emits CONNECT_CANCELLED per cancelled connect, or once with the namespace
 * asked for when none was in flight, so connectors that pair outside `connect` (WalletConnect) abandon theirs.
 */
export function cancelConnect(context: ClientContext, parameters: CancelConnectParameters = {}): void {
  const { namespace } = parameters
  const namespaces = namespace === undefined ? context.connections.namespaces() : [namespace]
  let cancelled = 0
  for (const target of namespaces) {
    const operation = context.connections.current(target)
    if (operation?.kind === 'connect' && cancelOperation(context, operation, 'Cancelled by the app'))
      cancelled++
  }
  if (cancelled === 0) context.events.emit('CONNECT_CANCELLED', { namespace, connectorId: undefined })
}

/** Cancels one connect operation if it is still current; true when it was. */
export function cancelOperation(
  context: ClientContext,
  operation: ConnectionOperation,
  details: string,
): boolean {
  const { namespace, connectorId } = operation
  const reason = new ConnectionCancelledError({ namespace, connectorId, details })
  if (!context.connections.cancel(operation, reason)) return false
  restoreStatus(context, namespace, operation.restoreStatus)
  context.events.emit('CONNECT_CANCELLED', { namespace, connectorId })
  return true
}
