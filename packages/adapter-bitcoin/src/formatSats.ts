/** Satoshis as a decimal BTC string without trailing zeros ('1.5', '0.00012345', '2'). */
export function formatSats(value: bigint): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(9, '0')
  const fraction = digits.slice(-8).replace(/0+$/, '')
  return `${sign}${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''}`
}
