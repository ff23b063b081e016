/**
 * Canonical name first, then the other spellings wallets announce themselves with on different chains
 * (EIP-6963, Wallet Standard, injected globals). 'Trust Wallet' becomes 'Trust' as the spec asks.
 */
const KNOWN_NAMES: readonly (readonly string[])[] = [
  ['MetaMask', 'MetaMask Wallet'],
  ['Trust', 'Trust Wallet', 'TrustWallet'],
  ['Solflare', 'Solflare Wallet'],
  ['Phantom', 'Phantom Wallet'],
  ['Coin98', 'Coin98 Wallet'],
  ['Magic Eden', 'Magic Eden Wallet', 'MagicEden'],
  ['Backpack', 'Backpack Wallet'],
  ['Bitget Wallet', 'Bitget'],
  ['Frontier', 'Frontier Wallet'],
  ['Xverse Wallet', 'Xverse'],
  ['Leather', 'Leather Wallet'],
]

const CANONICAL_BY_KEY: ReadonlyMap<string, string> = new Map(
  KNOWN_NAMES.flatMap(([canonical = '', ...aliases]) =>
    [canonical, ...aliases].map((alias) => [toKey(alias), canonical] as const),
  ),
)

function toKey(name: string): string {
  return name.toLowerCase()
}

function tidy(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

/**
 * The display name under which the same wallet matches across chains: known wallets get their canonical
 * spelling whatever the case or extra spaces; other names are only trimmed.
 */
export function normalizeConnectorName(name: string): string {
  const tidied = tidy(name)
  return CANONICAL_BY_KEY.get(toKey(tidied)) ?? tidied
}
