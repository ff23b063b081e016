/** `a=1; b=2` (a `Cookie` header or `document.cookie`) as a map; a malformed pair or encoding is skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals <= 0) continue
    try {
      const name = decodeURIComponent(pair.slice(0, equals).trim())
      if (name !== '' && !cookies.has(name))
        cookies.set(name, decodeURIComponent(pair.slice(equals + 1).trim()))
    } catch {}
  }
  return cookies
}
