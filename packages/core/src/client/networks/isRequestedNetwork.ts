import type { CaipNetworkId } from '../../caip/types.js'
import type { ChainState } from '../state.js'

/** Whether the app asked for this network on `chain`; a network outside the list is the unsupported-network state. */
export function isRequestedNetwork(chain: ChainState, caipNetworkId: CaipNetworkId): boolean {
  return chain.networkState.requestedCaipNetworks.some((network) => network.caipNetworkId === caipNetworkId)
}
