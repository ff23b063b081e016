import { formatSignificant } from './formatSignificant.js'

describe('formatSignificant', () => {
  it('shows a small value to four significant digits, not eighteen decimals', () => {
    expect(formatSignificant('0.000042164812345678', 'en')).toBe('0.00004216')
    expect(formatSignificant('0.000021', 'en')).toBe('0.000021')
  })

  it('shows a value of one or more with at most four decimals, grouped', () => {
    expect(formatSignificant('1234.567891', 'en')).toBe('1,234.5679')
    expect(formatSignificant('2', 'en')).toBe('2')
  })

  it("writes the locale's separators", () => {
    expect(formatSignificant('0.000042164812345678', 'de')).toBe('0,00004216')
  })

  it('gives back what is not a number as it came', () => {
    expect(formatSignificant('n/a', 'en')).toBe('n/a')
  })
})
