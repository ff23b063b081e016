const WILDCARD = /^(https?):\/\/\*\.([^/:*]+)(?::(\d+))?\/?$/

function parseOrigin(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80'
}

function matches(origin: URL, pattern: string): boolean {
  if (pattern === '*') return true
  const wildcard = WILDCARD.exec(pattern.trim().toLowerCase())
  if (wildcard) {
    const [, scheme, suffix, port] = wildcard
    return (
      origin.protocol === `${scheme}:` &&
      (origin.port || defaultPort(origin.protocol)) === (port ?? defaultPort(origin.protocol)) &&
      origin.hostname.endsWith(`.${suffix}`)
    )
  }
  return parseOrigin(pattern.trim())?.origin === origin.origin
}

/**
 * Whether `origin` is in `allowed`: exact origins (scheme, host and port), `*` for any, or `scheme://*.domain`
 * for any subdomain of domain (not domain itself). An unparsable origin is never allowed.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (parsed === undefined || parsed.origin === 'null') return false
  return allowed.some((pattern) => matches(parsed, pattern))
}
