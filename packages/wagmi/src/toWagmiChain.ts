import { getRpcUrl, type Network } from '@walletport/core'
import type { Chain } from 'viem'
import { NotAnEvmNetworkError } from './errors.js'

/** A WalletPort eip155 network as the viem `Chain` wagmi's config takes. */
export function toWagmiChain(network: Network, rpc?: string): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new NotAnEvmNetworkError(network)
  }
  const url = getRpcUrl(network, { rpc })
  const explorer = network.blockExplorers?.default
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [url] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}
