import type { Network } from '@walletport/core'
import { parseEvmChainId } from './parseEvmChainId.js'
import { requestWallet } from './requestWallet.js'
import { switchEvmChain } from './switchEvmChain.js'
import type { Eip1193Provider } from './types.js'

/** Moves the wallet to `network` unless it is there already. */
export async function ensureEvmChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = parseEvmChainId(await requestWallet(provider, 'eth_chainId'), 'eth_chainId')
  if (chainId !== Number(network.id)) await switchEvmChain(provider, network)
}
