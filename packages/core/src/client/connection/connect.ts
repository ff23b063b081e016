import type { ChainNamespace } from '../../caip/types.js'
import { addRecentWallet } from '../../connectors/addRecentWallet.js'
import type { Connector } from '../../connectors/types.js'
import { AdapterNamespaceNotFoundError, CaipNetworkUndefinedError } from '../../errors/connection.js'
import { type ClientContext, getAdapter } from '../context.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import type { ConnectedWalletInfo, ConnectionStatus } from '../state.js'
import { applyConnection } from './applyConnection.js'
import { storeConnectorId } from './connectorIdStorage.js'
import { resolveConnector } from './resolveConnector.js'
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
}

/**
 * Connects a wallet on one namespace: status 'connecting', the adapter's prompt, then address, accounts,
 * network, connector and status in one update, the namespace made active (unless `activate` is false). The
 * connector is remembered for the next start and as a recent wallet. On failure the status goes back to what it
 * was before ('disconnected' unless another wallet was connected there) and the error is rethrown;
 * CONNECT_SUCCESS or CONNECT_ERROR is emitted either way.
 */
export async function connect(context: ClientContext, parameters: ConnectParameters): Promise<void> {
  const { connectorId } = parameters
  let namespace = parameters.namespace
  let previousStatus: ConnectionStatus | undefined
  let entry: Connector
  let connector: Connector
  try {
    ;({ namespace, connector, entry } = resolveConnector(context, parameters))
    const target = namespace
    const adapter = getAdapter(context, target)
    const chain = context.store.getState().chains[target]
    if (!chain) throw new AdapterNamespaceNotFoundError({ namespace: target })
    const network = chain.networkState.caipNetwork ?? chain.networkState.requestedCaipNetworks[0]
    if (!network) throw new CaipNetworkUndefinedError({ details: `No network is set on ${target}` })

    previousStatus = chain.accountState.status
    setConnectionStatus(context, target, 'connecting')
    const connection = await adapter.connect({ connectorId: connector.id, network })
    const connectedNetwork = resolveNetwork(context, connection.caipNetworkId)
    const walletInfo = connectedWalletInfoOf(entry, connector)
    context.store.setState((state) =>
      applyConnection(state, {
        namespace: target,
        connection,
        network: connectedNetwork,
        connectedWalletInfo: walletInfo,
        activate: parameters.activate !== false,
      }),
    )
    storeConnectorId(context, target, connection.connectorId)
  } catch (error) {
    if (namespace !== undefined && previousStatus !== undefined) {
      setConnectionStatus(context, namespace, previousStatus === 'connected' ? 'connected' : 'disconnected')
    }
    context.events.emit('CONNECT_ERROR', {
      namespace,
      connectorId,
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  }

  rememberRecentWallet(context, entry)
  const chain = context.store.getState().chains[namespace]
  if (chain?.accountState.caipAddress && chain.connectorId) {
    context.events.emit('CONNECT_SUCCESS', {
      namespace,
      connectorId: chain.connectorId,
      connectorType: connector.type,
      address: chain.accountState.caipAddress,
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

/** The entry the user picked goes first in the recent wallets (storage and state), at most two kept. */
function rememberRecentWallet(context: ClientContext, entry: Connector): void {
  const recent = addRecentWallet(context.storage.get('recent-wallets') ?? [], {
    id: entry.id,
    name: entry.name || entry.id,
    ...(entry.info?.rdns ? { rdns: entry.info.rdns } : {}),
    ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
  })
  context.storage.set('recent-wallets', recent)
  context.store.setState((state) => ({ ...state, recentWalletIds: recent.map((wallet) => wallet.id) }))
}
