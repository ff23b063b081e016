import type { Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { switchEvmChain } from '../switchEvmChain.js'

/** Moves the wallet to one of the adapter's networks (adding it first when the wallet does not know it). */
export async function switchNetwork(
  state: EvmAdapterState,
  { network }: { network: Network },
): Promise<void> {
  findAdapterNetwork(state.networks, network)
  await switchEvmChain(state.connection.require().provider, network)
}
