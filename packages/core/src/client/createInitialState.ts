import type { AccountType, ChainNamespace } from '../caip/types.js'
import type { ResolvedOptions } from './context.js'
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

export function createInitialState(options: ResolvedOptions): WalletPortState {
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const adapter of options.adapters)
    chains[adapter.namespace] = createChainState(adapter.namespace, options)
  return {
    chains,
    activeChain: options.defaultNetwork.chainNamespace,
    namespaceSwitched: false,
    connectors: [],
    recentWalletIds: [],
    modal: createModalState(),
    history: createHistoryState(),
    siwx: { status: 'idle', error: undefined },
    pendingTransactions: 0,
    sendFormResets: 0,
    initialized: false,
    theme: { mode: options.themeMode, variables: { ...options.themeVariables } },
  }
}
