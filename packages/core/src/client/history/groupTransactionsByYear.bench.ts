// Micro-benchmark run by `npm run bench` (bench/lib/micro.ts), not by jest: grouping 10,000 history entries
// by year and month, against a plain sort of the same entries by date in the same process.
import type { HistoryEntry } from '../../adapter/types.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'

const start = Date.UTC(2020, 0, 1)
const entries: HistoryEntry[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `tx-${i}`,
  metadata: {
    // Spread over about five years, out of order.
    minedAt: new Date(start + ((i * 7919) % 10_000) * 4.3 * 3_600_000).toISOString(),
    chain: 'eip155:1',
    hash: `0x${i.toString(16).padStart(64, '0')}`,
    status: 'confirmed',
  },
  transfers: [],
}))
const newestFirst = (a: HistoryEntry, b: HistoryEntry) =>
  Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt)

export const benchmarks = [
  {
    name: 'groupTransactionsByYear, 10,000 entries',
    run: () => groupTransactionsByYear(entries),
    baseline: { name: 'Array.sort by date, same 10,000', run: () => [...entries].sort(newestFirst) },
  },
]
