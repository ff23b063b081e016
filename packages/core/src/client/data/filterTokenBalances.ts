import type { TokenBalance } from '../../adapter/types.js'

/** Balance tokens with 0 decimals are dropped (spec section 5). */
export function filterTokenBalances(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter((token) => token.quantity.decimals !== 0)
}
