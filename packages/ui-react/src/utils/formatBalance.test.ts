import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('cuts to 4 decimals without rounding up', () => {
    expect(formatBalance('1.23459999')).toBe('1.2345')
  })
  it('drops trailing zeros and a bare point', () => {
    expect(formatBalance('2.5000')).toBe('2.5')
    expect(formatBalance('3.00001')).toBe('3')
    expect(formatBalance('0.0')).toBe('0')
  })
  it('leaves whole numbers alone', () => {
    expect(formatBalance('42')).toBe('42')
  })
})
