import { addRecentWallet, MAX_RECENT_WALLETS } from './addRecentWallet.js'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  it('remembers at most 2 wallets', () => {
    expect(MAX_RECENT_WALLETS).toBe(2)
    expect(addRecentWallet([b, c], a)).toEqual([a, b])
  })

  it('puts the new wallet first in an empty list', () => {
    expect(addRecentWallet([], a)).toEqual([a])
  })

  it('moves a wallet already in the list to the front instead of repeating it', () => {
    expect(addRecentWallet([a, b], b)).toEqual([b, a])
  })

  it('replaces the stored entry with the new one for the same id', () => {
    const renamed = { id: 'a', name: 'A2' }
    expect(addRecentWallet([a, b], renamed)).toEqual([renamed, b])
  })

  it('drops repeated ids from a corrupted stored list', () => {
    expect(addRecentWallet([b, b, b], a)).toEqual([a, b])
    expect(addRecentWallet([a, a], a)).toEqual([a])
  })

  it('does not mutate the stored list', () => {
    const list = [b, c]
    const snapshot = structuredClone(list)
    const result = addRecentWallet(list, a)
    expect(list).toEqual(snapshot)
    expect(result).not.toBe(list)
  })
})
