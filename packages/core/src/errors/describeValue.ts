const MAX_LENGTH = 80

/**
 * A short, printable rendering of any value for an error to echo: JSON where it can be, capped, so a hostile or
 * huge input never makes a huge message.
 */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text =
      typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'bigint'
          ? `${value}n`
          : typeof value === 'function' || typeof value === 'symbol'
            ? String(typeof value)
            : (JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${item}n` : item)) ??
              String(value))
  } catch {
    text = typeTagOf(value)
  }
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text
}

/** `[object Object]`-style tag, or the bare type when even that throws (a Proxy trapping Symbol.toStringTag). */
export function typeTagOf(value: unknown): string {
  try {
    return Object.prototype.toString.call(value)
  } catch {
    return `[${typeof value}]`
  }
}
