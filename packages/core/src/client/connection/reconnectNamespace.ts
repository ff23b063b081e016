// The reconnect state machine: restoring a namespace's connection (reconnectNamespace), judging a wallet answer that
// came after its connect or reconnect was given up (closeAbandonedConnection), and restoring the live connection such
// an answer took over (reattachConnection), which reconnects again. The three call each other, so they live here.
import type { ChainNamespace } from '../../caip/types.js'
import { isSafeImageUrl } from '../../connectors/isSafeImageUrl.js'
import type { ClientContext } from '../context.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import type { ConnectedWalletInfo } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { parseWalletConnection } from '../wallet/parseWalletAnswers.js'
import { applyConnection } from './applyConnection.js'
import { closeAtWallet } from './closeAtWallet.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
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
    // The account the user chose among the wallet's several before the reload, if the wallet still connects it.
    const activeAddress = context.storage.get('active-accounts')?.[namespace]?.[connection.connectorId]
    context.store.setState((state) =>
      applyConnection(state, {
        namespace,
        connection,
        network,
        connectedWalletInfo,
        activate: false,
        activeAddress,
      }),
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

function connectorIdOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null
    ? (answer as { connectorId?: unknown }).connectorId
    : undefined
}

/**
 * The wallet answered a connect or reconnect that was given up (cancelled, superseded, timed out). Its answer is
 * discarded; what it opened at the wallet is closed, unless a newer operation owns the namespace now:
 * - a newer connect or reconnect in flight: if it attaches its own connection, that replaced this one at the
 *   adapter, nothing to do; if it ends without one (rejected, cancelled), this answer is judged again then, so an
 *   approved wallet the user moved away from never stays connected behind a disconnected app;
 * - the namespace is connected through the same connector: that is the live connection, kept;
 * - connected through another connector: the late answer took the adapter over, so it is closed and the live
 *   connection reattached without a prompt;
 * - otherwise (disconnected, or a disconnect in flight): closed once that disconnect has settled.
 */
export function closeAbandonedConnection(context: ClientContext, namespace: ChainNamespace, answer: unknown) {
  const operation = context.connections.current(namespace)
  if (operation && operation.kind !== 'disconnect') {
    void operation.done.then(() => {
      if (!operation.attached) closeAbandonedConnection(context, namespace, answer)
    })
    return
  }
  const chain = context.store.getState().chains[namespace]
  const live = chain?.accountState.status === 'connected' ? chain.connectorId : undefined
  if (live !== undefined) {
    if (live !== connectorIdOf(answer)) void reattachConnection(context, namespace, live)
    return
  }
  void (operation?.done ?? Promise.resolve()).then(() => {
    if (context.connections.current(namespace)) return
    return closeAtWallet(context, namespace)
  })
}

/**
 * A discarded answer took the namespace's adapter over from the live connection through `connectorId`: closes
 * it and restores the live one without a prompt; when that fails the namespace ends disconnected.
 */
async function reattachConnection(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const restored = await reconnectNamespace(context, namespace, connectorId, {
    showStatus: false,
    before: () => closeAtWallet(context, namespace),
  })
  const chain = context.store.getState().chains[namespace]
  if (!restored && chain?.accountState.status === 'disconnected') forgetConnectorIds(context, [namespace])
}
