import { normalizeConnectorName } from './normalizeConnectorName.js'

/** What the filter reads: fits both {@link Connector} and {@link Wallet}. */
export interface FilterableWallet {
  id: string
  name: string
  rdns?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  explorerId?: string | undefined
  installed?: boolean | undefined
  type?: string | undefined
}

export interface FilterWalletsOptions {
  isMobile: boolean
  /** Wallets already shown as announced connectors: registry entries for them are dropped. */
  announced?: readonly FilterableWallet[] | undefined
  /** Wallets already shown as recent: registry entries for them are dropped. */
  recent?: readonly FilterableWallet[] | undefined
  /** Ids, rdns or names (any case) to hide. */
  excludeWalletIds?: readonly string[] | undefined
  /** When not empty, only wallets matching one of these ids, rdns or names (any case) are kept. */
  includeWalletIds?: readonly string[] | undefined
}

const BROWSER_WALLET = 'browser wallet'

/**
 * Drops excluded wallets, the generic injected 'Browser Wallet' where it cannot work, wallets already shown as
 * announced or recent, and (with an include list) everything not included. Input order is kept. An entry that is
 * itself one of the announced or recent entries is not counted as its own duplicate.
 */
export function filterWallets<wallet extends FilterableWallet>(
  wallets: readonly wallet[],
  options: FilterWalletsOptions,
): wallet[] {
  const excluded = toKeySet(options.excludeWalletIds)
  const included = toKeySet(options.includeWalletIds)
  const shown: readonly FilterableWallet[] = [...(options.announced ?? []), ...(options.recent ?? [])]
  const shownEntries = new Set(shown)
  const shownKeys = new Set(shown.flatMap(duplicateKeys))

  return wallets.filter((wallet) => {
    if (excluded.size > 0 && matchKeys(wallet).some((key) => excluded.has(key))) return false
    if (included.size > 0 && !matchKeys(wallet).some((key) => included.has(key))) return false
    if (isHiddenBrowserWallet(wallet, options.isMobile)) return false
    if (!shownEntries.has(wallet) && duplicateKeys(wallet).some((key) => shownKeys.has(key))) return false
    return true
  })
}

function rdnsOf(wallet: FilterableWallet): string | undefined {
  return wallet.rdns || wallet.info?.rdns || undefined
}

function toKeySet(values: readonly string[] | undefined): Set<string> {
  return new Set((values ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean))
}

/** Keys an include or exclude entry may name: id, explorer id, rdns, name as given or normalised. */
function matchKeys(wallet: FilterableWallet): string[] {
  const rdns = rdnsOf(wallet)
  return [
    wallet.id,
    wallet.explorerId,
    rdns,
    wallet.name.trim(),
    normalizeConnectorName(wallet.name),
  ].flatMap((key) => (key ? [key.toLowerCase()] : []))
}

/** Keys by which two entries are the same wallet; prefixed so an id never matches a name. */
function duplicateKeys(wallet: FilterableWallet): string[] {
  const rdns = rdnsOf(wallet)
  const name = normalizeConnectorName(wallet.name).toLowerCase()
  return [
    `id:${wallet.id}`,
    ...(wallet.explorerId ? [`id:${wallet.explorerId}`] : []),
    ...(rdns ? [`rdns:${rdns.toLowerCase()}`] : []),
    ...(name ? [`name:${name}`] : []),
  ]
}

function isHiddenBrowserWallet(wallet: FilterableWallet, isMobile: boolean): boolean {
  const injected = wallet.type === undefined || wallet.type === 'INJECTED'
  if (!injected || normalizeConnectorName(wallet.name).toLowerCase() !== BROWSER_WALLET) return false
  if (!isMobile) return true
  return !rdnsOf(wallet) && wallet.installed !== true
}
