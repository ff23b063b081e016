import type { Network } from '@walletport/core'
import type { CosmosAdapterState, CosmosConnection } from '../cosmosAdapterState.js'
import { switchNetwork } from './switchNetwork.js'

/** The live connection, with the wallet moved to `network` first if it was elsewhere. */
export async function walletOn(state: CosmosAdapterState, network: Network): Promise<CosmosConnection> {
  if (state.connection.require().network.caipNetworkId !== network.caipNetworkId) {
    await switchNetwork(state, { network })
  }
  return state.connection.require()
}
