/** A decimal string in whole units ('1.5', '1.50', '2') back to the smallest unit; throws on anything else. */
export function parseUnits(formatted: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(formatted)
  if (!match) throw new Error(`"${formatted}" is not a decimal amount`)
  const [, whole = '', fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) throw new Error(`"${formatted}" has more than ${decimals} decimals`)
  return BigInt(whole + significant.padEnd(decimals, '0'))
}
