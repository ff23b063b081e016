import type { IdentifierString } from '@wallet-standard/base'
import type { Network } from '@walletport/core'

const CLUSTER_CHAINS: Readonly<Record<string, IdentifierString>> = {
  'mainnet-beta': 'solana:mainnet',
  mainnet: 'solana:mainnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
  localnet: 'solana:localnet',
}

/**
 * Wallet Standard wallets name Solana clusters `solana:mainnet|devnet|testnet|localnet`, while WalletPort's
 * networks carry CAIP-2 ids (`solana:<genesis-hash prefix>`); the bridge is the network's `custom.cluster`.
 * A wallet may list either form, so both are returned.
 */
export function toStandardChains(network: Network): IdentifierString[] {
  const cluster = network.custom?.cluster
  const named = typeof cluster === 'string' ? CLUSTER_CHAINS[cluster] : undefined
  return named && named !== network.caipNetworkId ? [named, network.caipNetworkId] : [network.caipNetworkId]
}

/** The chain name to pass to the wallet for `network`: the first of `toStandardChains` the wallet lists. */
export function findWalletChain(
  walletChains: readonly string[],
  network: Network,
): IdentifierString | undefined {
  return toStandardChains(network).find((chain) => walletChains.includes(chain))
}
