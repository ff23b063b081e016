import { getRpcUrl, type Network, RpcUrlNotFoundError } from '@walletport/core'
import type { Chain } from 'viem'
import { NotAnEvmNetworkError } from './errors.js'

/**
 * A WalletPort eip155 network as the viem `Chain` wagmi's config takes. Its RPC is the network's node (or the
 * hosted `rpc` base); a network the app gave none has an empty list, as WalletPort's presets do.
 */
export function toWagmiChain(network: Network, rpc?: string): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new NotAnEvmNetworkError(network)
  }
  const url = nodeOf(network, rpc)
  const explorer = network.blockExplorers?.default
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: url === undefined ? [] : [url] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}

function nodeOf(network: Network, rpc: string | undefined): string | undefined {
  try {
    return getRpcUrl(network, { rpc })
  } catch (error) {
    if (error instanceof RpcUrlNotFoundError) return undefined
    throw error
  }
}
