/** Uniswap V2's 0.3 % fee as the pools apply it: 997 / 1000 of the amount in counts. */
const FEE_NUMERATOR = 997n
const FEE_DENOMINATOR = 1000n
const BPS = 10_000n

/** The amount out of one Uniswap V2 pool for `amountIn` (the router's `getAmountOut`). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_NUMERATOR
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee)
}

/** The liquidity providers' fee of a route of `hops` pools, in the token paid in. */
export function getRouteFee(amountIn: bigint, hops: number): bigint {
  let kept = amountIn
  for (let hop = 0; hop < hops; hop++) kept = (kept * FEE_NUMERATOR) / FEE_DENOMINATOR
  return amountIn - kept
}

/**
 * How far `amountOut` lies below the mid price of the route's pools, the fee left out (0.01 = 1 %). `reserves` are
 * each pool's [in, out] reserves along the route.
 */
export function getPriceImpact(
  amountIn: bigint,
  amountOut: bigint,
  reserves: readonly (readonly [bigint, bigint])[],
): number {
  if (amountIn <= 0n || reserves.length === 0) return 0
  // The amount out at the mid price after the fee, with 18 extra digits of precision.
  const scale = 10n ** 18n
  let ideal = (amountIn - getRouteFee(amountIn, reserves.length)) * scale
  for (const [reserveIn, reserveOut] of reserves) {
    if (reserveIn <= 0n) return 1
    ideal = (ideal * reserveOut) / reserveIn
  }
  if (ideal === 0n) return 0
  const impact = Number(((ideal - amountOut * scale) * 1_000_000n) / ideal) / 1_000_000
  return Math.max(0, impact)
}

/** Basis points of a slippage percentage (1 → 100). */
export function slippageToBps(percent: number): bigint {
  return BigInt(Math.round(percent * 100))
}

/** The least `amountOut` the user accepts at `slippagePercent` (rounded down). */
export function getMinimumReceived(amountOut: bigint, slippagePercent: number): bigint {
  return (amountOut * (BPS - slippageToBps(slippagePercent))) / BPS
}

/** Whether `allowance` is short of `amountIn`, so an approval must come before the swap. */
export function needsApproval(allowance: bigint, amountIn: bigint): boolean {
  return allowance < amountIn
}
