import type { HistoryEntry, HistoryState } from '@walletport/core'

export interface HistoryGroup {
  year: number
  month: number
  entries: readonly HistoryEntry[]
}

const newestFirst = (keys: string[]) => keys.map(Number).sort((a, b) => b - a)

/** Core's year → month grouping as a flat list of month groups, newest first. */
export function sortHistoryGroups(byYear: HistoryState['transactionsByYear']): HistoryGroup[] {
  return newestFirst(Object.keys(byYear)).flatMap((year) => {
    const months = byYear[year] ?? {}
    return newestFirst(Object.keys(months)).map((month) => ({ year, month, entries: months[month] ?? [] }))
  })
}
