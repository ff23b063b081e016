import { getAmountOut, getMinimumReceived, getPriceImpact, getRouteFee, needsApproval } from './swapMath.js'

const ether = 10n ** 18n

describe('getAmountOut', () => {
  it("default: matches Uniswap V2's formula, the 0.3 % fee taken from the amount in", () => {
    // 1 ALPHA into 100 000 ALPHA : 200 000 BETA (6 decimals) — what the devnet's router answers.
    expect(getAmountOut(ether, 100_000n * ether, 200_000n * 10n ** 6n)).toBe(1_993_980n)
  })

  it('behavior: nothing comes out of an empty pool or for nothing in', () => {
    expect(getAmountOut(0n, 1n, 1n)).toBe(0n)
    expect(getAmountOut(1n, 0n, 1n)).toBe(0n)
  })
})

describe('getRouteFee', () => {
  it('is 0.3 % of the amount per pool', () => {
    expect(getRouteFee(1_000_000n, 1)).toBe(3_000n)
    expect(getRouteFee(1_000_000n, 2)).toBe(5_991n)
  })
})

describe('getPriceImpact', () => {
  it('default: grows with the share of the pool a swap takes, the fee left out', () => {
    const reserves = [[100_000n * ether, 200_000n * 10n ** 6n]] as const
    const small = ether
    const large = 10_000n * ether
    const smallImpact = getPriceImpact(small, getAmountOut(small, ...reserves[0]), reserves)
    const largeImpact = getPriceImpact(large, getAmountOut(large, ...reserves[0]), reserves)
    expect(smallImpact).toBeLessThan(0.0001)
    // 10 % of the pool's ALPHA: about 9 % below the mid price.
    expect(largeImpact).toBeGreaterThan(0.08)
    expect(largeImpact).toBeLessThan(0.1)
  })

  it('behavior: a route through two pools multiplies their mid prices', () => {
    const reserves = [
      [1_000n * ether, 1n * ether],
      [1n * ether, 4_000n * 10n ** 6n],
    ] as const
    const middle = getAmountOut(ether, ...reserves[0])
    const out = getAmountOut(middle, ...reserves[1])
    const impact = getPriceImpact(ether, out, reserves)
    expect(impact).toBeGreaterThan(0)
    expect(impact).toBeLessThan(0.01)
  })
})

describe('getMinimumReceived', () => {
  it('default: 1 % slippage keeps 99 %, rounded down', () => {
    expect(getMinimumReceived(1_993_980n, 1)).toBe(1_974_040n)
  })

  it('parameters: fractional percentages count in basis points', () => {
    expect(getMinimumReceived(10_000n, 0.5)).toBe(9_950n)
    expect(getMinimumReceived(10_000n, 50)).toBe(5_000n)
  })
})

describe('needsApproval', () => {
  it('asks for an approval only when the allowance is short of the amount', () => {
    expect(needsApproval(0n, 1n)).toBe(true)
    expect(needsApproval(999n, 1_000n)).toBe(true)
    expect(needsApproval(1_000n, 1_000n)).toBe(false)
    expect(needsApproval(2n ** 256n - 1n, 1_000n)).toBe(false)
  })
})
