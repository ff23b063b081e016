import type { validateAddressOn } from './validateAddressOn.js'

export type BitcoinAddressCheck = typeof validateAddressOn

/**
 * The address check, loaded on first use (a wallet's accounts, an address typed in): its codecs (base58check's
 * SHA-256, bech32 and bech32m) stay out of the page's first chunk, which only discovers wallets.
 */
export async function loadAddressCheck(): Promise<BitcoinAddressCheck> {
  return (await import('./validateAddressOn.js')).validateAddressOn
}
