import type { AccountType, CaipAddress, ChainNamespace } from '../caip/types.js'
import type { ResolvedOptions } from './context.js'
import type { WalletPortInitialState } from './ssr/cookieToInitialState.js'
import {
  type ChainState,
  createAccountState,
  createHistoryState,
  createModalState,
  type WalletPortState,
} from './state.js'

export function createChainState(namespace: ChainNamespace, options: ResolvedOptions): ChainState {
  const adapter = options.adapters.find((a) => a.namespace === namespace)
  const preferred: AccountType | undefined =
    options.defaultAccountTypes?.[namespace] ?? adapter?.defaultAccountType
  const requested = options.networks.filter((network) => network.chainNamespace === namespace)
  return {
    namespace,
    accountState: createAccountState(preferred),
    networkState: {
      caipNetwork:
        options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : requested[0],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      requestedCaipNetworks: requested,
      approvedCaipNetworkIds: [],
      unsupported: false,
    },
    connectorId: undefined,
    loading: false,
  }
}

export function createInitialState(
  options: ResolvedOptions,
  initialState?: WalletPortInitialState,
): WalletPortState {
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const adapter of options.adapters)
    chains[adapter.namespace] = createChainState(adapter.namespace, options)
  const active = options.networks.find(
    (network) => network.caipNetworkId === initialState?.activeCaipNetworkId,
  )
  for (const [namespace, connection] of Object.entries(initialState?.connections ?? {})) {
    const chain = chains[namespace]
    if (!chain || !connection) continue
    chains[namespace] = seedConnection(
      chain,
      connection,
      active?.chainNamespace === namespace ? active : undefined,
    )
  }
  const seededActive = active && chains[active.chainNamespace]?.accountState.address !== undefined
  return {
    chains,
    activeChain: seededActive ? active.chainNamespace : options.defaultNetwork.chainNamespace,
    namespaceSwitched: false,
    connectors: [],
    recentWalletIds: [],
    inAppBrowserWalletId: undefined,
    modal: createModalState(),
    history: createHistoryState(),
    siwx: { status: 'idle', error: undefined },
    pendingTransactions: 0,
    sendFormResets: 0,
    initialized: false,
    theme: { mode: options.themeMode, variables: { ...options.themeVariables } },
    locale: undefined,
  }
}

/**
 * A connection the server read from cookies (`cookieToInitialState`): shown as 'reconnecting' with its address, so
 * the first render on the server and in the browser is the account, until the wallet confirms or refuses it.
 */
function seedConnection(
  chain: ChainState,
  connection: { address: string },
  activeNetwork: ChainState['networkState']['caipNetwork'],
): ChainState {
  const network = activeNetwork ?? chain.networkState.caipNetwork
  if (!network) return chain
  return {
    ...chain,
    networkState: { ...chain.networkState, caipNetwork: network },
    accountState: {
      ...chain.accountState,
      address: connection.address,
      caipAddress: `${network.caipNetworkId}:${connection.address}` as CaipAddress,
      status: 'reconnecting',
    },
  }
}
