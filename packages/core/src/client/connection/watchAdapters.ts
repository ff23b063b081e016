import type { Account } from '../../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { resetChainNetwork } from '../networks/resetChainNetwork.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { withChainNetwork } from '../networks/withChainNetwork.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { refreshConnectors } from './refreshConnectors.js'
import { resetChainState } from './resetChain.js'

/**
 * Follows what wallets do on their own: new connectors refresh the list; account and network changes update the
 * namespace they happen on (only while it is connected, connecting or reconnecting); an empty account list or
 * a wallet disconnect resets that chain (account and network) and forgets its connector. Returns the unsubscribe for all of it.
 */
export function watchAdapters(context: ClientContext): () => void {
  const unsubscribes = [...context.adapters].flatMap(([namespace, adapter]) => [
    adapter.on('connectorsChanged', () => refreshConnectors(context)),
    adapter.on('accountsChanged', (accounts) => onAccountsChanged(context, namespace, accounts)),
    adapter.on('networkChanged', (caipNetworkId) => onNetworkChanged(context, namespace, caipNetworkId)),
    adapter.on('disconnected', () => onDisconnected(context, namespace)),
  ])
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

function isLinked(context: ClientContext, namespace: ChainNamespace): boolean {
  const status = context.store.getState().chains[namespace]?.accountState.status
  return status !== undefined && status !== 'disconnected'
}

function onAccountsChanged(context: ClientContext, namespace: ChainNamespace, accounts: readonly Account[]) {
  if (!isLinked(context, namespace)) return
  const [account] = accounts
  if (!account) {
    onDisconnected(context, namespace)
    return
  }
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    const network = chain?.networkState.caipNetwork
    if (!chain || !network) return state
    const accountState = {
      ...chain.accountState,
      address: account.address,
      caipAddress: `${network.caipNetworkId}:${account.address}` as const,
      allAccounts: accounts,
    }
    return { ...state, chains: { ...state.chains, [namespace]: { ...chain, accountState } } }
  })
}

function onNetworkChanged(context: ClientContext, namespace: ChainNamespace, caipNetworkId: CaipNetworkId) {
  if (!isLinked(context, namespace)) return
  const network = resolveNetwork(context, caipNetworkId)
  if (network.chainNamespace !== namespace) return
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    return chain
      ? { ...state, chains: { ...state.chains, [namespace]: withChainNetwork(chain, network) } }
      : state
  })
}

function onDisconnected(context: ClientContext, namespace: ChainNamespace) {
  if (!isLinked(context, namespace)) return
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return state
    const reset = resetChainNetwork(resetChainState(chain), context.options.defaultNetwork)
    return { ...state, chains: { ...state.chains, [namespace]: reset } }
  })
  forgetConnectorIds(context, [namespace])
}
