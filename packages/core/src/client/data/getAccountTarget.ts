import type { ChainAdapter } from '../../adapter/types.js'
import type { CaipAddress, ChainNamespace } from '../../caip/types.js'
import type { Network } from '../../networks/types.js'
import { type ClientContext, getAdapter } from '../context.js'
import type { ChainState } from '../state.js'

export interface AccountTarget {
  namespace: ChainNamespace
  adapter: ChainAdapter
  address: string
  caipAddress: CaipAddress
  network: Network
}

/**
 * The connected account and network of `namespace` (the active one when omitted), with its adapter; undefined
 * while that namespace has no address or no network.
 */
export function getAccountTarget(
  context: ClientContext,
  namespace?: ChainNamespace,
): AccountTarget | undefined {
  const state = context.store.getState()
  const target = namespace ?? state.activeChain
  if (target === undefined) return undefined
  const chain = state.chains[target]
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!address || !network) return undefined
  return {
    namespace: target,
    adapter: getAdapter(context, target),
    address,
    caipAddress: chain.accountState.caipAddress ?? `${network.caipNetworkId}:${address}`,
    network,
  }
}

/** Whether `chain` still holds the account and network a load was started for (results of stale loads are dropped). */
export function isSameAccount(chain: ChainState, target: AccountTarget): boolean {
  return (
    chain.accountState.address === target.address &&
    chain.networkState.caipNetwork?.caipNetworkId === target.network.caipNetworkId
  )
}
