import { formatUnits } from './formatUnits.js'

describe('formatUnits', () => {
  it.each([
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1_000n, 6, '0.001'],
    [2_000_000n, 6, '2'],
    [0n, 18, '0'],
    [42n, 0, '42'],
    [-15n, 1, '-1.5'],
  ])('formats %p with %p decimals as %p', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})
