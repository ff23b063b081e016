import { InvalidAmountError } from '../errors/transactions.js'
import { parseUnits } from './parseUnits.js'

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['1.50', 2, 150n],
    ['0.001', 6, 1_000n],
    ['2', 6, 2_000_000n],
    ['42', 0, 42n],
    ['1.000', 0, 1n],
  ])('reads %p with %p decimals as %p', (formatted, decimals, expected) => {
    expect(parseUnits(formatted, decimals)).toBe(expected)
  })

  it.each(['', '1.', '.5', '-1', '1e18', '1,5', ' 1'])(
    'refuses %p, which is not a plain decimal amount',
    (input) => {
      expect(() => parseUnits(input, 18)).toThrow(InvalidAmountError)
      expect(() => parseUnits(input, 18)).toThrow('expected a plain decimal number such as 1.5')
    },
  )

  it('refuses more significant decimals than the currency has', () => {
    expect(() => parseUnits('0.001', 2)).toThrow('Invalid amount "0.001": expected at most 2 decimals')
  })
})
