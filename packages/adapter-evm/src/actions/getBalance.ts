import type { Balance, Network } from '@walletport/core'
import { toBalance } from '@walletport/core/adapter'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/** `eth_getBalance` at the latest block, from the node. */
export async function getBalance(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  validateEvmAddress(address)
  return toBalance(
    BigInt(await nodeRequest(state, network)<string>('eth_getBalance', [address, 'latest'])),
    network,
  )
}
