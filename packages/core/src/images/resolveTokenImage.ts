import { lookupImage } from './lookupImage.js'
import type { ImageRegistries } from './types.js'

export interface TokenImageKeys {
  address?: string | undefined
  symbol?: string | undefined
  /** The icon the balance source reported. */
  iconUrl?: string | undefined
}

/**
 * A token's image: the app's entry by address (a hex address in any letter case), then by symbol, then the icon
 * the balance source reported.
 */
export function resolveTokenImage(
  images: ImageRegistries | undefined,
  token: TokenImageKeys,
): string | undefined {
  return (
    byAddress(images?.tokens, token.address) ?? lookupImage(images?.tokens, token.symbol) ?? token.iconUrl
  )
}

function byAddress(registry: ImageRegistries['tokens'], address: string | undefined): string | undefined {
  const exact = lookupImage(registry, address)
  if (exact !== undefined || registry === undefined || address === undefined || !/^0x/i.test(address))
    return exact
  const wanted = address.toLowerCase()
  const key = Object.keys(registry).find((entry) => entry.toLowerCase() === wanted)
  return lookupImage(registry, key)
}
