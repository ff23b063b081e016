import { InvalidSlippageError } from '../errors/swaps.js'

/** The spec's default swap slippage tolerance (section 9): 1 %. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

/** Reads a slippage percentage as typed ('0.5', '1', '3'): above 0, at most 50, two decimals at most. */
export function parseSlippage(input: string): number {
  const text = input.trim().replace(/%$/, '').trim()
  if (!/^\d{1,2}(\.\d{1,2})?$|^\.\d{1,2}$/.test(text)) throw new InvalidSlippageError({ input })
  const value = Number(text)
  if (!(value > 0 && value <= 50)) throw new InvalidSlippageError({ input })
  return value
}
