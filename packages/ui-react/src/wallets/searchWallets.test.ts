import { searchWallets } from './searchWallets.js'

const wallets = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { id: 'polkadot-js', name: 'Polkadot.js' },
  { id: 'safe', name: 'Safe' },
  { id: 'safepal', name: 'SafePal', rdns: 'com.safepal' },
  { id: 'ledger-live', name: 'Ledger Live' },
]

const names = (list: readonly { name: string }[]) => list.map((wallet) => wallet.name)

describe('searchWallets', () => {
  it('matches names case-insensitively', () => {
    expect(names(searchWallets(wallets, 'METAMASK'))).toEqual(['MetaMask'])
  })

  it('ranks an exact name, then a name prefix, then a word prefix, then a match inside a name', () => {
    const list = [
      { id: 'a', name: 'Unsafe Box' },
      { id: 'b', name: 'My Safe' },
      { id: 'c', name: 'SafePal' },
      { id: 'd', name: 'Safe' },
      { id: 'e', name: 'Nosafety' },
    ]
    expect(names(searchWallets(list, 'safe'))).toEqual([
      'Safe',
      'SafePal',
      'My Safe',
      'Unsafe Box',
      'Nosafety',
    ])
  })

  it('matches a word inside a multi-word name', () => {
    expect(names(searchWallets(wallets, 'live'))).toEqual(['Ledger Live'])
  })

  it('ignores punctuation and spacing differences', () => {
    expect(names(searchWallets(wallets, 'polkadotjs'))).toEqual(['Polkadot.js'])
    expect(names(searchWallets(wallets, '  trust   wallet '))).toEqual(['Trust Wallet'])
  })

  it('matches an id or rdns after every name match', () => {
    expect(names(searchWallets(wallets, 'com.trustwallet'))).toEqual(['Trust Wallet'])
  })

  it('returns nothing for a query no wallet matches', () => {
    expect(searchWallets(wallets, 'zzz')).toEqual([])
  })

  it('returns the list itself for an empty query, up to the limit', () => {
    expect(searchWallets(wallets, '   ')).toEqual(wallets)
    expect(searchWallets(wallets, '', { limit: 2 })).toEqual(wallets.slice(0, 2))
  })

  it('returns at most 100 results by default', () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }))
    expect(searchWallets(many, 'wallet')).toHaveLength(100)
    expect(searchWallets(many, 'wallet', { limit: 5 })).toEqual(many.slice(0, 5))
  })

  it('refuses a negative or fractional limit', () => {
    expect(() => searchWallets(wallets, 'a', { limit: -1 })).toThrow('limit must be an integer of 0 or more')
    expect(() => searchWallets(wallets, 'a', { limit: 1.5 })).toThrow('limit must be an integer of 0 or more')
  })
})
