import type { HistoryEntry, HistoryTransfer } from '../../adapter/types.js'
import { filterSpamTransactions } from './filterSpamTransactions.js'

const nft = (is_spam: boolean): HistoryTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'NFT', flags: { is_spam } },
})
const coin: HistoryTransfer = {
  direction: 'out',
  quantity: { numeric: '0.1' },
  fungible_info: { symbol: 'ETH' },
}

function entry(id: string, transfers: HistoryTransfer[]): HistoryEntry {
  return {
    id,
    metadata: { minedAt: '2024-01-01T00:00:00Z', chain: 'eip155:1', hash: id, status: 'confirmed' },
    transfers,
  }
}

describe('filterSpamTransactions', () => {
  it('drops transactions whose transfers are all flagged as spam NFTs', () => {
    expect(filterSpamTransactions([entry('a', [nft(true), nft(true)])])).toEqual([])
  })

  it('keeps a transaction with at least one transfer not flagged as spam', () => {
    const kept = [entry('a', [nft(true), nft(false)]), entry('b', [nft(true), coin])]
    expect(filterSpamTransactions(kept).map((e) => e.id)).toEqual(['a', 'b'])
  })

  it('keeps a transaction without transfers (a contract call is not spam)', () => {
    expect(filterSpamTransactions([entry('a', [])]).map((e) => e.id)).toEqual(['a'])
  })

  it('keeps the order of the remaining entries', () => {
    const entries = [entry('a', [coin]), entry('b', [nft(true)]), entry('c', [nft(false)])]
    expect(filterSpamTransactions(entries).map((e) => e.id)).toEqual(['a', 'c'])
  })
})
