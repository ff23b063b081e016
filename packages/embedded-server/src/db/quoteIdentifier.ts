/** Double-quotes an SQL identifier; callers have already checked it against a strict pattern. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
