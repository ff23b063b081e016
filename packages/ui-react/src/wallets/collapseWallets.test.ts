import { COLLAPSED_WALLET_COUNT, collapseWallets } from './collapseWallets.js'

const rows = ['a', 'b', 'c', 'd', 'e', 'f']

describe('collapseWallets', () => {
  it('default: collapsed, the first rows in the order given, the rest hidden', () => {
    expect(COLLAPSED_WALLET_COUNT).toBe(3)
    expect(collapseWallets(rows, true)).toEqual({ shown: ['a', 'b', 'c'], hidden: ['d', 'e', 'f'] })
  })

  it('parameters: not collapsed (the option off, or expanded) hides nothing', () => {
    expect(collapseWallets(rows, false)).toEqual({ shown: rows, hidden: [] })
  })

  it('behavior: hides nothing when one row or none would be hidden', () => {
    expect(collapseWallets(['a', 'b', 'c', 'd'], true)).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: [] })
    expect(collapseWallets(['a', 'b'], true)).toEqual({ shown: ['a', 'b'], hidden: [] })
    expect(collapseWallets(['a', 'b', 'c', 'd', 'e'], true).hidden).toEqual(['d', 'e'])
  })
})
