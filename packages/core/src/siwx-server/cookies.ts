/** The value of cookie `name` in a Cookie header, if any. */
export function readCookie(header: string | readonly string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : (header as string | undefined)
  for (const part of (text ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

export interface CookieAttributes {
  maxAgeSeconds: number
  secure: boolean
  sameSite: 'Strict' | 'Lax' | 'None'
  path: string
}

/** A Set-Cookie value the page's scripts can never read (HttpOnly). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure || attributes.sameSite === 'None' ? ['Secure'] : []),
  ].join('; ')
}
