import type { HistoryEntry } from '@walletport/core'
import { sortHistoryGroups } from './sortHistoryGroups.js'

const entry = (id: string) => ({ id }) as HistoryEntry

describe('sortHistoryGroups', () => {
  it('lists years, then months, newest first', () => {
    const groups = sortHistoryGroups({
      2024: { 0: [entry('a')], 11: [entry('b')] },
      2026: { 3: [entry('c')] },
      2025: { 10: [entry('d')], 2: [entry('e')] },
    })
    expect(groups.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2026-3',
      '2025-10',
      '2025-2',
      '2024-11',
      '2024-0',
    ])
    expect(groups[0]?.entries).toEqual([entry('c')])
  })

  it('gives no groups for an empty history', () => {
    expect(sortHistoryGroups({})).toEqual([])
  })
})
