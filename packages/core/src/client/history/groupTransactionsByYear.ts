import type { HistoryEntry } from '../../adapter/types.js'
import type { TransactionsByMonth } from '../state.js'

export type TransactionsByYear = Readonly<Record<number, TransactionsByMonth>>

interface Dated {
  entry: HistoryEntry
  time: number
}

const dated = (entry: HistoryEntry): Dated => ({ entry, time: Date.parse(entry.metadata.minedAt) })

/**
 * Groups entries by year, then month (0–11), newest first by `metadata.minedAt`, merged into `existing` when
 * given (callers pass only entries not already in it). Years and months are UTC, so the grouping is the same on
 * every machine. Entries with an unreadable date cannot be placed and are left out. O(n log n).
 */
export function groupTransactionsByYear(
  entries: readonly HistoryEntry[],
  existing: TransactionsByYear = {},
): TransactionsByYear {
  const buckets = new Map<number, Map<number, Dated[]>>()
  for (const entry of entries) {
    const item = dated(entry)
    if (Number.isNaN(item.time)) continue
    const date = new Date(item.time)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const months = buckets.get(year) ?? new Map<number, Dated[]>()
    buckets.set(year, months)
    const bucket = months.get(month) ?? []
    months.set(month, bucket)
    bucket.push(item)
  }

  const result: Record<number, TransactionsByMonth> = { ...existing }
  for (const [year, months] of buckets) {
    const merged: Record<number, readonly HistoryEntry[]> = { ...existing[year] }
    for (const [month, bucket] of months) {
      const all = [...(merged[month] ?? []).map(dated), ...bucket]
      all.sort((a, b) => b.time - a.time)
      merged[month] = all.map((item) => item.entry)
    }
    result[year] = merged
  }
  return result
}
