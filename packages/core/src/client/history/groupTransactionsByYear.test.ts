import type { HistoryEntry } from '../../adapter/types.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'

function entry(id: string, minedAt: string): HistoryEntry {
  return {
    id,
    metadata: { minedAt, chain: 'eip155:1', hash: id, status: 'confirmed' },
    transfers: [{ direction: 'out', quantity: { numeric: '1' } }],
  }
}

const ids = (entries: readonly HistoryEntry[] | undefined) => entries?.map((e) => e.id)

describe('groupTransactionsByYear', () => {
  it('groups entries by year then month (0-11)', () => {
    const grouped = groupTransactionsByYear([
      entry('a', '2024-01-15T10:00:00Z'),
      entry('b', '2023-12-31T23:59:59Z'),
      entry('c', '2024-11-02T00:00:00Z'),
    ])
    expect(Object.keys(grouped)).toEqual(['2023', '2024'])
    expect(ids(grouped[2024]?.[0])).toEqual(['a'])
    expect(ids(grouped[2024]?.[10])).toEqual(['c'])
    expect(ids(grouped[2023]?.[11])).toEqual(['b'])
  })

  it('orders the entries of a month newest first', () => {
    const grouped = groupTransactionsByYear([
      entry('old', '2024-03-01T00:00:00Z'),
      entry('new', '2024-03-30T00:00:00Z'),
      entry('mid', '2024-03-15T00:00:00Z'),
    ])
    expect(ids(grouped[2024]?.[2])).toEqual(['new', 'mid', 'old'])
  })

  it('merges new entries into an existing grouping without changing it', () => {
    const existing = groupTransactionsByYear([
      entry('a', '2024-03-10T00:00:00Z'),
      entry('b', '2023-05-01T00:00:00Z'),
    ])
    const snapshot = JSON.stringify(existing)
    const merged = groupTransactionsByYear(
      [entry('c', '2024-03-20T00:00:00Z'), entry('d', '2024-03-01T00:00:00Z')],
      existing,
    )
    expect(ids(merged[2024]?.[2])).toEqual(['c', 'a', 'd'])
    expect(ids(merged[2023]?.[4])).toEqual(['b'])
    expect(JSON.stringify(existing)).toBe(snapshot)
  })

  it('groups by UTC date so the result does not depend on the machine time zone', () => {
    const grouped = groupTransactionsByYear([entry('a', '2024-01-01T00:30:00+01:00')])
    expect(ids(grouped[2023]?.[11])).toEqual(['a'])
  })

  it('leaves out entries with an unreadable date', () => {
    expect(groupTransactionsByYear([entry('a', 'yesterday')])).toEqual({})
  })

  it('groups 10,000 entries in well under a second (O(n log n))', () => {
    const start = Date.UTC(2020, 0, 1)
    const entries = Array.from({ length: 10_000 }, (_, i) =>
      entry(`t${i}`, new Date(start + ((i * 7919) % 10_000) * 3_600_000).toISOString()),
    )
    const began = performance.now()
    const grouped = groupTransactionsByYear(entries)
    expect(performance.now() - began).toBeLessThan(1000)
    const all = Object.values(grouped).flatMap((months) => Object.values(months).flat())
    expect(all).toHaveLength(10_000)
    for (const months of Object.values(grouped)) {
      for (const list of Object.values(months) as HistoryEntry[][]) {
        const times = list.map((e) => Date.parse(e.metadata.minedAt))
        expect(times).toEqual([...times].sort((a, b) => b - a))
      }
    }
  })
})
