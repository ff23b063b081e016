/** Cuts a decimal string to `decimals` places (no rounding: never shows more than is there) and drops trailing zeros. */
export function formatBalance(value: string, decimals = 4): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept === '' ? whole : `${whole}.${kept}`
}
