import type { Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { chainFor } from '../chainFor.js'
import type { SolanaAdapterState } from '../solanaAdapterState.js'

/**
 * The Wallet Standard has no network switch: checks that the connected wallet lists the target cluster and uses it
 * for the next requests, sending `networkChanged`. Without a connection there is nothing to move.
 */
export async function switchNetwork(
  state: SolanaAdapterState,
  { network }: { network: Network },
): Promise<void> {
  findAdapterNetwork(state.networks, network)
  const current = state.connection.get()
  if (!current) return
  chainFor(current.wallet, network)
  current.network = network
  state.emitter.emit('networkChanged', network.caipNetworkId)
}
