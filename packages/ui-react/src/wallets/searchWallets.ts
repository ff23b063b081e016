import { InvalidWalletListArgumentError } from './errors.js'

export const SEARCH_RESULTS_LIMIT = 100

export interface SearchableWallet {
  id: string
  name: string
  rdns?: string | undefined
}

export interface SearchWalletsOptions {
  /** Most results returned; 100 by default (spec section 9). */
  limit?: number
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** 0 exact name, 1 name prefix, 2 word prefix, 3 name contains, 4 id or rdns contains, -1 no match. */
function rank(wallet: SearchableWallet, query: string, compactQuery: string): number {
  const name = wallet.name.toLowerCase()
  if (name === query) return 0
  if (name.startsWith(query)) return 1
  if (name.split(/[\s.\-_]+/).some((word) => word.startsWith(query))) return 2
  if (name.includes(query) || (compactQuery !== '' && compact(name).includes(compactQuery))) return 3
  if (wallet.id.toLowerCase().includes(query) || wallet.rdns?.toLowerCase().includes(query)) return 4
  return -1
}

/**
 * Wallets whose name (or id, or rdns) matches `query`, case-insensitively and ignoring punctuation: exact names
 * first, then name prefixes, word prefixes, other name matches, id or rdns matches; list order within each. At
 * most `limit` results. An empty query matches every wallet (the first `limit`). O(n).
 */
export function searchWallets<wallet extends SearchableWallet>(
  list: readonly wallet[],
  query: string,
  options: SearchWalletsOptions = {},
): wallet[] {
  const limit = options.limit ?? SEARCH_RESULTS_LIMIT
  if (!Number.isInteger(limit) || limit < 0) {
    throw new InvalidWalletListArgumentError('limit', 'an integer of 0 or more', limit)
  }
  const normalized = query.trim().toLowerCase().replace(/\s+/g, ' ')
  if (normalized === '') return list.slice(0, limit)
  const compactQuery = compact(normalized)

  const buckets: wallet[][] = [[], [], [], [], []]
  for (const wallet of list) {
    const bucket = buckets[rank(wallet, normalized, compactQuery)]
    bucket?.push(wallet)
    if (buckets[0]?.length === limit) break
  }
  return buckets.flat().slice(0, limit)
}
