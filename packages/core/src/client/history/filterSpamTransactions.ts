import type { HistoryEntry } from '../../adapter/types.js'

/**
 * Drops entries whose transfers are all spam-flagged NFTs. An entry without transfers (a plain contract call)
 * is kept: having no transfers does not make it spam.
 */
export function filterSpamTransactions(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter(
    (entry) =>
      entry.transfers.length === 0 ||
      !entry.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true),
  )
}
