const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** True for hosts a browser treats as a secure context without TLS (127.0.0.0/8 is loopback as a whole). */
export function isLoopbackHost(hostname: string): boolean {
  return (
    LOOPBACK_HOSTS.has(hostname) ||
    hostname.endsWith('.localhost') ||
    /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(hostname)
  )
}

/**
 * An exact web origin (`https://app.example`, `http://127.0.0.1:5173`), or undefined when the text is not one:
 * no path, query, credentials or wildcard, and https unless the host is loopback.
 */
export function parseOrigin(text: string): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return undefined
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return undefined
  if (url.username || url.password || url.search || url.hash) return undefined
  if (url.pathname !== '/' || text.replace(/\/$/, '') !== url.origin) return undefined
  return url.origin
}
