import type { ChainNamespace } from '../../caip/types.js'
import { isSafeImageUrl } from '../../connectors/isSafeImageUrl.js'
import type { ClientContext } from '../context.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import type { ConnectedWalletInfo } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { parseWalletConnection } from '../wallet/parseWalletAnswers.js'
import { applyConnection } from './applyConnection.js'
import { closeAbandonedConnection } from './closeAbandonedConnection.js'
import { closeAtWallet } from './closeAtWallet.js'
import { restoreStatus } from './restoreStatus.js'
import { setConnectionStatus } from './setConnectionStatus.js'

export interface ReconnectNamespaceParameters {
  /** Show 'reconnecting' while it runs (start-up); false keeps the status (reattaching a live connection). */
  showStatus: boolean
  /** Runs first, inside the operation (closing a connection that took the adapter over). */
  before?: () => Promise<void>
}

/**
 * Restores the namespace's authorised connection through `connectorId` without prompting, as one operation
 * (see `ConnectionOperations`), bounded by the reconnect time-out. True when it is connected afterwards. A wallet
 * that no longer authorises the site (null), fails, times out or answers garbage leaves the namespace
 * disconnected; a garbage answer is also closed at the wallet, and so is an answer the wallet ended (locked,
 * disconnected) before it was taken. A superseded reconnect changes nothing.
 */
export async function reconnectNamespace(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
  parameters: ReconnectNamespaceParameters,
): Promise<boolean> {
  const adapter = context.adapters.get(namespace)
  const chain = context.store.getState().chains[namespace]
  const target = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
  if (!adapter || !chain || !target) return false
  const { operation } = context.connections.begin(namespace, 'reconnect', {
    connectorId,
    status: chain.accountState.status,
  })
  const current = () => context.connections.isCurrent(operation)
  if (parameters.showStatus) setConnectionStatus(context, namespace, 'reconnecting')
  try {
    await parameters.before?.()
    const answer = await callWallet(() => adapter.reconnect({ connectorId, network: target }), {
      operation: `reconnect on ${namespace}`,
      timeoutMs: context.options.timeouts.reconnect,
      signal: operation.signal,
      onAbandoned: (late) => closeAbandonedConnection(context, namespace, late),
    })
    if (!current()) {
      closeAbandonedConnection(context, namespace, answer)
      return false
    }
    operation.answered = true
    if (answer === null) {
      restoreStatus(context, namespace, 'disconnected')
      return false
    }
    let parsed: Awaited<ReturnType<typeof parseWalletConnection>>
    try {
      parsed = await parseWalletConnection(adapter, answer, (id) => resolveNetwork(context, id), 'reconnect')
    } catch (error) {
      if (current()) void closeAtWallet(context, namespace)
      throw error
    }
    // The adapter's address check may have waited for its codec: the operation may have been given up meanwhile.
    if (!current()) {
      closeAbandonedConnection(context, namespace, answer)
      return false
    }
    if (operation.endedByWallet) {
      void closeAtWallet(context, namespace)
      restoreStatus(context, namespace, 'disconnected')
      return false
    }
    const { connection, network } = parsed
    const connector = adapter.getConnectors().find((candidate) => candidate.id === connection.connectorId)
    const connectedWalletInfo: ConnectedWalletInfo | undefined = connector && {
      name: connector.name || connector.id,
      ...(isSafeImageUrl(connector.imageUrl) ? { icon: connector.imageUrl } : {}),
      type: connector.type,
    }
    context.store.setState((state) =>
      applyConnection(state, { namespace, connection, network, connectedWalletInfo, activate: false }),
    )
    operation.attached = true
    return true
  } catch (error) {
    if (!current()) return false
    console.warn(`WalletPort: reconnecting ${namespace} failed`, error)
    restoreStatus(context, namespace, 'disconnected')
    return false
  } finally {
    context.connections.end(operation)
  }
}
