import { mergeConnectors } from '../../connectors/mergeConnectors.js'
import type { ClientContext } from '../context.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { restoreStatus } from './restoreStatus.js'

/**
 * Startup, after the adapters' init: restores the stored active network, then reconnects each namespace stored
 * in 'connected-connector-ids' without prompting, all namespaces at once (one slow or silent wallet never holds
 * the others back: each reconnect is bounded by the reconnect time-out), each 'reconnecting' while it runs. A
 * namespace whose wallet no longer authorises the site (null), fails or answers garbage is set 'disconnected' and
 * forgotten; the auth connector follows the same rule. When the active chain did not reconnect, the first
 * namespace that did becomes active, the recent wallet's namespaces first. Ends with `initialized: true`.
 * A client `destroyed` meanwhile forgets nothing: its wallets failed because it went away (an embedded wallet's
 * frame is removed with it), and the client that replaces it restores from the same storage. The reconnect code
 * is fetched only when there is something to restore (`loadReconnect`).
 */
export async function syncConnections(
  context: ClientContext,
  destroyed: () => boolean = () => false,
): Promise<void> {
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
  const reconnectNamespace = ordered.length === 0 ? undefined : await loadReconnect()
  const results = reconnectNamespace
    ? await Promise.all(
        ordered.map(([namespace, connectorId]) =>
          reconnectNamespace(context, namespace, connectorId, { showStatus: true }),
        ),
      )
    : ordered.map(() => false)
  if (destroyed()) return
  const reconnected = ordered.filter((_, index) => results[index]).map(([namespace]) => namespace)
  // Code that did not load is no answer from the wallets: their sessions are kept for the next start.
  if (reconnectNamespace || ordered.length === 0) {
    forgetConnectorIds(
      context,
      ordered
        .map(([namespace]) => namespace)
        .filter((namespace) => !reconnected.includes(namespace) && !context.connections.current(namespace))
        .filter(
          (namespace) => context.store.getState().chains[namespace]?.accountState.status !== 'connected',
        ),
    )
  }
  dropUnconfirmedSeeds(context)
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

/**
 * The reconnect code (reconnectNamespace.ts, with the wallet-answer checks), fetched with `import()` only when
 * storage names a connection to restore: a first visit loads none of it before the first click (issue 37).
 */
async function loadReconnect(): Promise<
  typeof import('./reconnectNamespace.js').reconnectNamespace | undefined
> {
  try {
    return (await import('./reconnectNamespace.js')).reconnectNamespace
  } catch (error) {
    console.error('WalletPort: the reconnect code did not load; the stored connections are kept', error)
    return undefined
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

/**
 * An account the server's initial state showed ('reconnecting') whose namespace had nothing to reconnect (its
 * cookie gone or foreign) is cleared, never left 'reconnecting'.
 */
function dropUnconfirmedSeeds(context: ClientContext): void {
  for (const [namespace, chain] of Object.entries(context.store.getState().chains)) {
    if (chain?.accountState.status === 'reconnecting' && !context.connections.current(namespace)) {
      restoreStatus(context, namespace, 'disconnected')
    }
  }
}
