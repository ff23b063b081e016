import { getMonogram } from './getMonogram.js'

describe('getMonogram', () => {
  it('takes the first letters of the first two words', () => {
    expect(getMonogram('Trust Wallet').initials).toBe('TW')
    expect(getMonogram('ledger-live').initials).toBe('LL')
  })

  it('takes the first letter and the next capital of a single word', () => {
    expect(getMonogram('MetaMask').initials).toBe('MM')
    expect(getMonogram('imToken').initials).toBe('IT')
    expect(getMonogram('Rabby').initials).toBe('R')
  })

  it('draws a question mark for an empty name', () => {
    expect(getMonogram('   ').initials).toBe('?')
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
