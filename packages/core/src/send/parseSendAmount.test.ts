import { InvalidAmountError } from '../errors/transactions.js'
import { parseSendAmount } from './parseSendAmount.js'

describe('parseSendAmount', () => {
  it('reads whole units into the smallest unit without floating point', () => {
    expect(parseSendAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseSendAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseSendAmount('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n)
    expect(parseSendAmount('0.00000001', 8)).toBe(1n)
    expect(parseSendAmount('2', 0)).toBe(2n)
  })

  it('accepts a leading dot, a decimal comma, trailing zeros and spaces', () => {
    expect(parseSendAmount(' .5 ', 6)).toBe(500_000n)
    expect(parseSendAmount('1,25', 2)).toBe(125n)
    expect(parseSendAmount('1.50000000000', 2)).toBe(150n)
    expect(parseSendAmount('3.', 2)).toBe(300n)
  })

  it('refuses too many decimals, naming the asset’s decimals', () => {
    expect(() => parseSendAmount('0.0000001', 6)).toThrow(
      new InvalidAmountError({ amount: '0.0000001', expected: 'at most 6 decimals' }),
    )
    expect(() => parseSendAmount('1.5', 0)).toThrow('expected a whole number')
  })

  it('refuses zero, empty and garbage', () => {
    expect(() => parseSendAmount('0', 18)).toThrow('expected more than zero')
    expect(() => parseSendAmount('0.000', 18)).toThrow('expected more than zero')
    expect(() => parseSendAmount('   ', 18)).toThrow('expected an amount')
    for (const garbage of ['-1', '1e18', '0x10', '1.2.3', '.', 'one', '1 000', 'Infinity', 'NaN']) {
      expect(() => parseSendAmount(garbage, 18)).toThrow(InvalidAmountError)
    }
  })
})
