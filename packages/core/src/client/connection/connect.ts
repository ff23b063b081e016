import type { ChainNamespace } from '../../caip/types.js'
import { addRecentWallet } from '../../connectors/addRecentWallet.js'
import type { Connector } from '../../connectors/types.js'
import {
  AdapterNamespaceNotFoundError,
  CaipNetworkUndefinedError,
  WalletEndedConnectionError,
} from '../../errors/connection.js'
import { toWalletPortError } from '../../errors/toWalletPortError.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import { type ClientContext, getAdapter } from '../context.js'
import { withLazyActions } from '../loadLazyActions.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { offerConnectSignIn } from '../siwx/offerConnectSignIn.js'
import type { ConnectedWalletInfo } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { parseWalletConnection } from '../wallet/parseWalletAnswers.js'
import { applyConnection } from './applyConnection.js'
import { cancelOperation } from './cancelConnect.js'
import { closeAtWallet } from './closeAtWallet.js'
import { storeConnectorId } from './connectorIdStorage.js'
import { closeAbandonedConnection } from './reconnectNamespace.js'
import { refreshConnectors } from './refreshConnectors.js'
import { resolveConnector } from './resolveConnector.js'
import { restoreStatus } from './restoreStatus.js'
import { setConnectionStatus } from './setConnectionStatus.js'

export interface ConnectParameters {
  connectorId: string
  /** Default: the connector's chain, or the active chain for a connector that serves several. */
  namespace?: ChainNamespace | undefined
  /**
   * Make the namespace the active one (default true). False connects it beside the active namespace, as
   * WalletConnect does for the other namespaces one session approved.
   */
  activate?: boolean | undefined
  /** Aborting it cancels the request, as `cancelConnect` does. */
  signal?: AbortSignal | undefined
}

/**
 * Connects a wallet on one namespace as one operation of its state machine (see `ConnectionOperations`):
 * status 'connecting', the adapter's prompt (bounded by the connect time-out), the answer checked at the
 * boundary (accounts the adapter's `validateAddress` accepts, a network id of the namespace), then address,
 * accounts, network, connector and status in one update, the namespace made active (unless `activate` is false).
 * The connector is remembered for the next start and as a recent wallet. With SIWX on, the wallet is offered to
 * sign in as it connects (one prompt, `offerConnectSignIn`); the sign-in it made is kept before the update.
 *
 * A newer connect or a disconnect of the namespace, `cancelConnect` or the `signal` supersede it: it rejects
 * with `ConnectionCancelledError`, and the wallet's late answer is discarded and closed at the wallet. On any
 * other failure the status goes back to what it was before and the call rejects with a `WalletPortError` (the
 * wallet's own error as `cause`); an answer core refuses is closed at the wallet. A wallet that ends the connection
 * between its answer and the update (locked, disconnected, session dropped) fails it with
 * `WalletEndedConnectionError`. The wallet is asked once every close still running at the wallet on the namespace
 * (a disconnect, a discarded connection) has settled. CONNECT_SUCCESS or CONNECT_ERROR is emitted
 * (CONNECT_CANCELLED by the cancelling side).
 */
export async function connect(context: ClientContext, parameters: ConnectParameters): Promise<void> {
  const { connectorId, signal } = parameters
  let namespace = parameters.namespace
  const fail = (error: unknown, operation: string) => {
    const failure = toWalletPortError(error, operation)
    if (!(failure instanceof ConnectionCancelledError)) {
      context.events.emit('CONNECT_ERROR', { namespace, connectorId, message: failure.message })
    }
    return failure
  }

  let connector: Connector
  let entry: Connector
  let target: ChainNamespace
  try {
    if (signal?.aborted) throw new ConnectionCancelledError({ namespace, connectorId, cause: signal.reason })
    ;({ namespace, connector, entry } = resolveConnector(context, parameters))
    target = namespace
  } catch (error) {
    throw fail(error, 'connect')
  }
  const adapter = getAdapter(context, target)
  const chain = context.store.getState().chains[target]
  const network = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
  if (!chain) throw fail(new AdapterNamespaceNotFoundError({ namespace: target }), 'connect')
  if (!network) {
    throw fail(new CaipNetworkUndefinedError({ details: `No network is set on ${target}` }), 'connect')
  }

  const { operation } = context.connections.begin(target, 'connect', {
    connectorId: connector.id,
    status: chain.accountState.status,
  })
  const current = () => context.connections.isCurrent(operation)
  const onAbort = () => cancelOperation(context, operation, 'The request was aborted')
  signal?.addEventListener('abort', onAbort, { once: true })
  setConnectionStatus(context, target, 'connecting')
  const label = `connect on ${target}`
  try {
    // Every close still running at the wallet goes first, so none of them can close what this connect opens.
    const closing = context.connections.closing(target)
    if (closing) await closing
    const signIn = offerConnectSignIn(context, network)
    const answer = await callWallet(
      () =>
        adapter.connect({
          connectorId: connector.id,
          network,
          signal: operation.signal,
          ...(signIn && { signIn }),
        }),
      {
        operation: label,
        timeoutMs: context.options.timeouts.connect,
        signal: operation.signal,
        onAbandoned: (late) => closeAbandonedConnection(context, target, late),
      },
    )
    if (!current()) {
      closeAbandonedConnection(context, target, answer)
      throw operation.signal.reason
    }
    operation.answered = true
    let parsed: Awaited<ReturnType<typeof parseWalletConnection>>
    try {
      parsed = await parseWalletConnection(adapter, answer, (id) => resolveNetwork(context, id), 'connect')
    } catch (error) {
      if (current()) void closeAtWallet(context, target)
      throw error
    }
    // The adapter's address check may have waited for its codec: the operation may have been given up meanwhile.
    if (!current()) {
      closeAbandonedConnection(context, target, answer)
      throw operation.signal.reason
    }
    // Kept before the account shows connected, so the sign-in that follows connecting finds it and asks nothing.
    if (answer.signIn) {
      const { signIn: signedIn } = answer
      const address = parsed.connection.accounts[0]!.address
      await withLazyActions(({ keepConnectSignIn }) => keepConnectSignIn(context, signedIn, address))
      if (!current()) {
        closeAbandonedConnection(context, target, answer)
        throw operation.signal.reason
      }
    }
    if (operation.endedByWallet) {
      void closeAtWallet(context, target)
      throw new WalletEndedConnectionError({ namespace: target, connectorId: parsed.connection.connectorId })
    }
    context.store.setState((state) =>
      applyConnection(state, {
        namespace: target,
        connection: parsed.connection,
        network: parsed.network,
        connectedWalletInfo: connectedWalletInfoOf(entry, connector),
        activate: parameters.activate !== false,
      }),
    )
    operation.attached = true
    storeConnectorId(context, target, parsed.connection.connectorId)
  } catch (error) {
    if (current()) restoreStatus(context, target, operation.restoreStatus)
    const failure = fail(error, label)
    context.connections.end(operation, failure)
    throw failure
  } finally {
    signal?.removeEventListener('abort', onAbort)
    context.connections.end(operation)
  }

  rememberRecentWallet(context, entry)
  const connected = context.store.getState().chains[target]
  if (connected?.accountState.caipAddress && connected.connectorId) {
    context.events.emit('CONNECT_SUCCESS', {
      namespace: target,
      connectorId: connected.connectorId,
      connectorType: connector.type,
      address: connected.accountState.caipAddress,
    })
  }
}

function connectedWalletInfoOf(entry: Connector, connector: Connector): ConnectedWalletInfo {
  const icon = entry.imageUrl ?? connector.imageUrl
  return {
    name: entry.name || connector.name || connector.id,
    ...(icon ? { icon } : {}),
    type: connector.type,
  }
}

/** The entry the user picked goes first in the recent wallets (storage, state and order), at most two kept. */
function rememberRecentWallet(context: ClientContext, entry: Connector): void {
  const recent = addRecentWallet(context.storage.get('recent-wallets') ?? [], {
    id: entry.id,
    name: entry.name || entry.id,
    ...(entry.info?.rdns ? { rdns: entry.info.rdns } : {}),
    ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
  })
  context.storage.set('recent-wallets', recent)
  // The modal's order puts recent wallets first: the list is re-sorted now, not at the next discovery.
  refreshConnectors(context)
}
