import { type FilterableWallet, filterWallets, normalizeConnectorName } from '@walletport/core'

export const RECOMMENDED_WALLETS_COUNT = 4

export interface ArrangeWalletsOptions {
  /** Entries already shown in the Connect view (connectors, recent wallets): not recommended again. */
  shown?: readonly FilterableWallet[]
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  isMobile: boolean
  /** 4 by default (spec section 9). */
  recommendedCount?: number
}

export interface ArrangedWallets<wallet> {
  /** Featured wallets first, then the directory's most used, minus those already shown. */
  recommended: wallet[]
  /** Every listed wallet (include and exclude lists applied), recommended ones left out. */
  others: wallet[]
  /** Every listed wallet, for search. */
  all: wallet[]
}

const keysOf = (wallet: FilterableWallet) =>
  [wallet.id, wallet.rdns, wallet.name, normalizeConnectorName(wallet.name)].flatMap((key) =>
    key ? [key.toLowerCase()] : [],
  )

/** The wallet list of the All Wallets view, built with core's include, exclude and duplicate rules. */
export function arrangeWallets<wallet extends FilterableWallet>(
  directory: readonly wallet[],
  options: ArrangeWalletsOptions,
): ArrangedWallets<wallet> {
  const lists = {
    isMobile: options.isMobile,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
  }
  const all = filterWallets(directory, lists)
  const candidates = filterWallets(all, { ...lists, announced: options.shown ?? [] })
  const featured = (options.featuredWalletIds ?? []).flatMap((id) => {
    const wanted = id.trim().toLowerCase()
    const match = candidates.find((wallet) => keysOf(wallet).includes(wanted))
    return match ? [match] : []
  })
  const ordered = [...new Set([...featured, ...candidates])]
  const recommended = ordered.slice(0, options.recommendedCount ?? RECOMMENDED_WALLETS_COUNT)
  const picked = new Set(recommended)
  return { recommended, others: all.filter((wallet) => !picked.has(wallet)), all }
}
