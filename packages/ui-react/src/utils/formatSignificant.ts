/**
 * A decimal string for reading, in `locale`: whole units with up to 4 decimals, a value under 1 to `digits`
 * significant digits (a fee of 0.000042164812345678 reads 0.00004216), never scientific notation.
 */
export function formatSignificant(value: string, locale: string, digits = 4): string {
  const number = Number(value)
  if (!Number.isFinite(number)) return value
  const options: Intl.NumberFormatOptions =
    Math.abs(number) >= 1
      ? { maximumFractionDigits: 4 }
      : { maximumSignificantDigits: digits, maximumFractionDigits: 20 }
  return new Intl.NumberFormat(locale, options).format(number)
}
