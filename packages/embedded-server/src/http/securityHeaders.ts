/** Content-Security-Policy for pages the server renders; `frameAncestors` is 'none' except for the frame. */
export function contentSecurityPolicy(frameAncestors: readonly string[] | 'none'): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors === 'none' ? "'none'" : frameAncestors.join(' ')}`,
  ].join('; ')
}

export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const
