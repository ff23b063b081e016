import type { Network } from '../networks/types.js'

/**
 * The page of a transaction on the network's default block explorer, or undefined when the network names none
 * (local chains). Subscan lists extrinsics under /extrinsic/, the others under /tx/; the explorer URL's path and query
 * (a Solana cluster, a Mintscan chain) are kept.
 */
export function getExplorerTransactionUrl(network: Network, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  const url = new URL(base)
  const section = network.chainNamespace === 'polkadot' ? 'extrinsic' : 'tx'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${section}/${encodeURIComponent(hash)}`
  return url.toString()
}
