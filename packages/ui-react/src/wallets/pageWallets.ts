import { InvalidWalletListArgumentError } from './errors.js'

export const WALLET_PAGE_SIZE = 40

export interface WalletPage<wallet> {
  /** Every wallet loaded so far: pages 0 to `page`. */
  wallets: wallet[]
  page: number
  /** More wallets remain for a next page. */
  hasMore: boolean
}

/**
 * Load-more paging (spec section 9: 40 a page): the wallets shown once pages 0 to `page` are loaded. A page past
 * the end shows the whole list.
 */
export function pageWallets<wallet>(
  list: readonly wallet[],
  page: number,
  pageSize: number = WALLET_PAGE_SIZE,
): WalletPage<wallet> {
  if (!Number.isInteger(page) || page < 0) {
    throw new InvalidWalletListArgumentError('page', 'an integer of 0 or more', page)
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new InvalidWalletListArgumentError('pageSize', 'an integer of 1 or more', pageSize)
  }
  const end = (page + 1) * pageSize
  return { wallets: list.slice(0, end), page, hasMore: end < list.length }
}
