import type { CaipNetworkId } from '../../caip/types.js'

/** eip155 addresses differ only in checksum case; other chains' encodings are case-sensitive. */
export function isSameSiwxAddress(chainId: CaipNetworkId | string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}
