import type { Network } from '../../networks/types.js'

/**
 * The page of `address` on the network's default block explorer (`{explorer}/address/{address}`, the form
 * Etherscan-family, Solana, mempool and Mintscan explorers share), or undefined when either is missing.
 */
export function getAddressExplorerUrl(
  network: Network | undefined,
  address: string | undefined,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base || !address) return undefined
  return `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
}
