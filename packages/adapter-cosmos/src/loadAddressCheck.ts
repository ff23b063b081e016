import type { validateCosmosAddress } from './validateCosmosAddress.js'

export type CosmosAddressCheck = typeof validateCosmosAddress

/**
 * The address check, loaded on first use (a wallet's key, an address typed in): its bech32 codec stays out of the
 * page's first chunk, which only discovers wallets.
 */
export async function loadAddressCheck(): Promise<CosmosAddressCheck> {
  return (await import('./validateCosmosAddress.js')).validateCosmosAddress
}
