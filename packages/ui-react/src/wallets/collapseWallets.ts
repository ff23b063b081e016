/** Rows the Connect view shows before 'More wallets' when `features.collapseWallets` is on. */
export const COLLAPSED_WALLET_COUNT = 3

export interface CollapsedWallets<row> {
  shown: row[]
  hidden: row[]
}

/**
 * The Connect view's rows split for `features.collapseWallets`: the first {@link COLLAPSED_WALLET_COUNT} in the
 * order given (core's order: WalletConnect, recent, installed…), the rest behind a button. Nothing is hidden when
 * collapsing is off, when it was expanded, or when only one row would be hidden (a button for one row saves no room).
 */
export function collapseWallets<row>(rows: readonly row[], collapsed: boolean): CollapsedWallets<row> {
  if (!collapsed || rows.length <= COLLAPSED_WALLET_COUNT + 1) return { shown: [...rows], hidden: [] }
  return { shown: rows.slice(0, COLLAPSED_WALLET_COUNT), hidden: rows.slice(COLLAPSED_WALLET_COUNT) }
}
