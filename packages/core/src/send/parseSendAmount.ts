import { InvalidAmountError } from '../errors/transactions.js'

/**
 * What the user typed in the amount field, in the asset's smallest unit, read as text and bigint (never a float):
 * '1.5', '.5', '1,5' (a decimal comma) and surrounding spaces are accepted; an empty field, anything else, zero and
 * more decimals than the asset has are refused with `InvalidAmountError` saying what was expected.
 */
export function parseSendAmount(text: string, decimals: number): bigint {
  const typed = text.trim().replace(',', '.')
  if (typed === '') throw new InvalidAmountError({ amount: text, expected: 'an amount' })
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed)
  if (!match || typed === '.') {
    throw new InvalidAmountError({ amount: text, expected: 'a plain decimal number such as 1.5' })
  }
  const [, whole = '', fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) {
    throw new InvalidAmountError({
      amount: text,
      expected: decimals === 0 ? 'a whole number' : `at most ${decimals} decimals`,
    })
  }
  const value = BigInt(`${whole || '0'}${significant.padEnd(decimals, '0')}`)
  if (value === 0n) throw new InvalidAmountError({ amount: text, expected: 'more than zero' })
  return value
}
