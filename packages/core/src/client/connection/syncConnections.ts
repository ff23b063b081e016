import type { ChainNamespace } from '../../caip/types.js'
import { mergeConnectors } from '../../connectors/mergeConnectors.js'
import type { ClientContext } from '../context.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import type { ConnectedWalletInfo } from '../state.js'
import { applyConnection } from './applyConnection.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { setConnectionStatus } from './setConnectionStatus.js'

/**
 * Startup, after the adapters' init: restores the stored active network, then reconnects each namespace stored
 * in 'connected-connector-ids' without prompting — the recent wallet's namespaces first, then the others, one
 * at a time, each 'reconnecting' while it runs. A namespace whose wallet no longer authorises the site (null) or
 * fails is set 'disconnected' and forgotten; the auth connector follows the same rule. When the active chain
 * did not reconnect, the first namespace that did becomes active. Ends with `initialized: true`.
 */
export async function syncConnections(context: ClientContext): Promise<void> {
  restoreActiveNetwork(context)
  const stored = context.storage.get('connected-connector-ids') ?? {}
  const unknown = Object.keys(stored).filter(
    (namespace) => !context.adapters.has(namespace) || !context.store.getState().chains[namespace],
  )
  forgetConnectorIds(context, unknown)

  const recentIds = recentConnectorIds(context)
  const entries = Object.entries(stored).filter(([namespace]) => !unknown.includes(namespace))
  const ordered = [
    ...entries.filter(([, connectorId]) => recentIds.has(connectorId)),
    ...entries.filter(([, connectorId]) => !recentIds.has(connectorId)),
  ]

  const reconnected: ChainNamespace[] = []
  for (const [namespace, connectorId] of ordered) {
    if (await reconnectNamespace(context, namespace, connectorId)) reconnected.push(namespace)
    else forgetConnectorIds(context, [namespace])
  }

  context.store.setState((state) => {
    const active = state.activeChain === undefined ? undefined : state.chains[state.activeChain]
    const fallback = active?.accountState.status === 'connected' ? undefined : reconnected[0]
    const fallbackNetwork =
      fallback === undefined ? undefined : state.chains[fallback]?.networkState.caipNetwork
    return {
      ...state,
      ...(fallback !== undefined && fallbackNetwork ? { activeChain: fallback } : {}),
      recentWalletIds: (context.storage.get('recent-wallets') ?? []).map((wallet) => wallet.id),
      initialized: true,
    }
  })
}

async function reconnectNamespace(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<boolean> {
  const adapter = context.adapters.get(namespace)
  const chain = context.store.getState().chains[namespace]
  const network = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
  if (!adapter || !network) return false
  setConnectionStatus(context, namespace, 'reconnecting')
  try {
    const connection = await adapter.reconnect({ connectorId, network })
    if (!connection || connection.accounts.length === 0) {
      setConnectionStatus(context, namespace, 'disconnected')
      return false
    }
    const connectedNetwork = resolveNetwork(context, connection.caipNetworkId)
    const connector = adapter.getConnectors().find((c) => c.id === connection.connectorId)
    const connectedWalletInfo: ConnectedWalletInfo | undefined = connector && {
      name: connector.name || connector.id,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      type: connector.type,
    }
    context.store.setState((state) =>
      applyConnection(state, {
        namespace,
        connection,
        network: connectedNetwork,
        connectedWalletInfo,
        activate: false,
      }),
    )
    return true
  } catch {
    setConnectionStatus(context, namespace, 'disconnected')
    return false
  }
}

/** Connector ids that belong to the most recent wallet, including the per-chain ids of a merged entry. */
function recentConnectorIds(context: ClientContext): Set<string> {
  const recentId = context.storage.get('recent-wallets')?.[0]?.id
  if (recentId === undefined) return new Set()
  const all = [...context.adapters.values()].flatMap((adapter) => adapter.getConnectors())
  const entry = mergeConnectors(all).find((connector) => connector.id === recentId)
  return new Set([recentId, ...(entry?.connectors ?? []).map((connector) => connector.id)])
}

function restoreActiveNetwork(context: ClientContext): void {
  const caipNetworkId = context.storage.get('active-caip-network-id')
  if (caipNetworkId === undefined) return
  context.store.setState((state) => {
    const network = Object.values(state.chains)
      .flatMap((chain) => chain?.networkState.requestedCaipNetworks ?? [])
      .find((candidate) => candidate.caipNetworkId === caipNetworkId)
    const chain = network && state.chains[network.chainNamespace]
    if (!network || !chain) return state
    return {
      ...state,
      activeChain: network.chainNamespace,
      chains: {
        ...state.chains,
        [network.chainNamespace]: { ...chain, networkState: { ...chain.networkState, caipNetwork: network } },
      },
    }
  })
}
