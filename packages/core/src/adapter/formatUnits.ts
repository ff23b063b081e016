/** `value` in the smallest unit as a decimal string in whole units, without trailing zeros ('1.5', '0.001', '2'). */
export function formatUnits(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}
