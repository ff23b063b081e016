import type { Network } from '../../networks/types.js'
import type { ChainState } from '../state.js'
import { isRequestedNetwork } from './isRequestedNetwork.js'

/**
 * `chain` on `network`: the unsupported flag follows the requested list, and a connected address moves its
 * CAIP-10 form to the new network so an address is never shown with another network's id.
 */
export function withChainNetwork(chain: ChainState, network: Network): ChainState {
  const { address } = chain.accountState
  return {
    ...chain,
    accountState: address
      ? { ...chain.accountState, caipAddress: `${network.caipNetworkId}:${address}` }
      : chain.accountState,
    networkState: {
      ...chain.networkState,
      caipNetwork: network,
      unsupported: !isRequestedNetwork(chain, network.caipNetworkId),
    },
  }
}
