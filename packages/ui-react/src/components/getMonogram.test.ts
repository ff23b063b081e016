import { findWalletLogo } from '../logos/findWalletLogo.js'
import { logosLoader } from '../logos/logosLoader.js'
import { walletDirectory } from '../wallets/directory.js'
import { getMonogram } from './getMonogram.js'

describe('getMonogram', () => {
  it('takes the first letters of the first two words, camel humps included', () => {
    expect(getMonogram('Ledger Live').initials).toBe('LL')
    expect(getMonogram('ledger-live').initials).toBe('LL')
    expect(getMonogram('MetaMask').initials).toBe('MM')
    expect(getMonogram('imToken').initials).toBe('IT')
  })

  it("drops the word 'Wallet' after the first word", () => {
    expect(getMonogram('Brave Wallet').initials).toBe('BV')
    expect(getMonogram('Bitget Wallet').initials).toBe('BT')
    expect(getMonogram('SubWallet').initials).toBe('SB')
    expect(getMonogram('WalletConnect').initials).toBe('WC')
  })

  it('takes the first letter and the last consonant of a single word', () => {
    expect(getMonogram('Leap').initials).toBe('LP')
    expect(getMonogram('Leather').initials).toBe('LR')
    expect(getMonogram('Rabby').initials).toBe('RB')
    expect(getMonogram('Io').initials).toBe('IO')
  })

  it('draws a question mark for an empty name', () => {
    expect(getMonogram('   ').initials).toBe('?')
  })

  it('gives every directory wallet drawn without a bundled mark its own initials', async () => {
    const logos = await logosLoader.load()
    const drawn = walletDirectory.filter((wallet) => findWalletLogo(logos, wallet) === undefined)
    expect(drawn.length).toBeGreaterThan(10)
    const byInitials = new Map<string, string[]>()
    for (const wallet of drawn) {
      const { initials } = getMonogram(wallet.name)
      byInitials.set(initials, [...(byInitials.get(initials) ?? []), wallet.name])
    }
    expect([...byInitials.values()].filter((names) => names.length > 1)).toEqual([])
  })

  it('derives the same colour from the same name every time, ignoring case', () => {
    expect(getMonogram('Rabby').background).toBe(getMonogram('rabby').background)
    expect(getMonogram('Rabby').background).toMatch(/^hsl\(\d{1,3} 55% 30%\)$/)
  })

  it('gives different names different colours', () => {
    const colours = new Set(
      ['MetaMask', 'Rabby', 'Phantom', 'Rainbow', 'Zerion'].map((n) => getMonogram(n).background),
    )
    expect(colours.size).toBeGreaterThan(3)
  })
})
