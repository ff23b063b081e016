import type { TokenBalance } from '@walletport/core'

const keyOf = (token: TokenBalance) => `${token.chainId}:${token.address?.toLowerCase() ?? 'native'}`

/**
 * The app's token list followed by the tokens only the wallet reported. A token in both keeps the app's entry: its
 * balance was read from the node and its name and icon are the app's.
 */
export function mergeTokenBalances(
  listed: readonly TokenBalance[],
  reported: readonly TokenBalance[],
): TokenBalance[] {
  const seen = new Set(listed.map(keyOf))
  return [...listed, ...reported.filter((token) => !seen.has(keyOf(token)))]
}
