import { InvalidAmountError } from '../errors/transactions.js'

/** A decimal string in whole units ('1.5', '1.50', '2') to the smallest unit, in bigint (never a float). */
export function parseUnits(formatted: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(formatted)
  if (!match)
    throw new InvalidAmountError({ amount: formatted, expected: 'a plain decimal number such as 1.5' })
  const [, whole = '', fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) {
    throw new InvalidAmountError({ amount: formatted, expected: `at most ${decimals} decimals` })
  }
  return BigInt(whole + significant.padEnd(decimals, '0'))
}
