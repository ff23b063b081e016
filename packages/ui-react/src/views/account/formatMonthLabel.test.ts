import { formatMonthLabel } from './formatMonthLabel.js'

describe('formatMonthLabel', () => {
  it('names the month and year, months counted from 0', () => {
    expect(formatMonthLabel(2026, 10, 'en-US')).toBe('November 2026')
    expect(formatMonthLabel(2024, 0, 'en-US')).toBe('January 2024')
  })

  it('uses the given locale', () => {
    expect(formatMonthLabel(2026, 10, 'de-DE')).toBe('November 2026')
    expect(formatMonthLabel(2026, 2, 'de-DE')).toBe('März 2026')
  })
})
