import { pageWallets } from './pageWallets.js'

const list = Array.from({ length: 100 }, (_, index) => index)

describe('pageWallets', () => {
  it('shows the first 40 wallets on page 0', () => {
    expect(pageWallets(list, 0)).toEqual({ wallets: list.slice(0, 40), page: 0, hasMore: true })
  })

  it('adds 40 wallets with each page loaded', () => {
    expect(pageWallets(list, 1).wallets).toEqual(list.slice(0, 80))
  })

  it('has no more once the last page is shown', () => {
    expect(pageWallets(list, 2)).toEqual({ wallets: list, page: 2, hasMore: false })
    expect(pageWallets(list.slice(0, 40), 0).hasMore).toBe(false)
  })

  it('shows the whole list for a page past the end', () => {
    expect(pageWallets(list, 9).wallets).toEqual(list)
  })

  it('takes another page size', () => {
    expect(pageWallets(list, 0, 10).wallets).toEqual(list.slice(0, 10))
  })

  it('refuses a negative or fractional page and a page size below 1', () => {
    expect(() => pageWallets(list, -1)).toThrow('page must be an integer of 0 or more; received -1')
    expect(() => pageWallets(list, 0.5)).toThrow('page must be an integer of 0 or more')
    expect(() => pageWallets(list, 0, 0)).toThrow('pageSize must be an integer of 1 or more')
  })
})
