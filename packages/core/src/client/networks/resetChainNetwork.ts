import type { Network } from '../../networks/types.js'
import type { ChainState } from '../state.js'
import { isRequestedNetwork } from './isRequestedNetwork.js'
import { withChainNetwork } from './withChainNetwork.js'

/**
 * The chain's network once its wallet is gone: a requested network stays selected, anything else goes back to
 * the chain's default (the app's default network when it is on this chain, else its first requested one); the
 * WalletConnect session facts (approved networks, supportsAllNetworks) return to their defaults.
 */
export function resetChainNetwork(chain: ChainState, defaultNetwork: Network): ChainState {
  const { caipNetwork, requestedCaipNetworks } = chain.networkState
  const fallback = isRequestedNetwork(chain, defaultNetwork.caipNetworkId)
    ? defaultNetwork
    : requestedCaipNetworks[0]
  const network = caipNetwork && isRequestedNetwork(chain, caipNetwork.caipNetworkId) ? caipNetwork : fallback
  const reset: ChainState = {
    ...chain,
    networkState: {
      ...chain.networkState,
      supportsAllNetworks: true,
      approvedCaipNetworkIds: [],
      caipNetwork: undefined,
      unsupported: false,
    },
  }
  return network ? withChainNetwork(reset, network) : reset
}
