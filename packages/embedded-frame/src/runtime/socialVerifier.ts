import { toBase64Url } from '@walletport/embedded/contract'
import { FrameRequestError } from './FrameError.js'

/** A fresh 32-byte verifier for one sign-in or link; only its challenge leaves the frame. */
export const randomVerifier = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/** base64url(SHA-256(verifier)), as PKCE S256. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return toBase64Url(new Uint8Array(digest))
}

/**
 * The one-time code in a result URI the provider's round trip ended on (`<server>/social/result?code=…`); the
 * server's error message when it carries one. Anything else is refused before it reaches the server.
 */
export function readSocialResult(
  uri: string,
  serverUrl: string,
  what: string,
): { code: string } | { error: string } {
  let result: URL
  try {
    result = new URL(uri)
  } catch {
    throw new FrameRequestError(`Invalid ${what} result: expected a URL`)
  }
  if (result.origin !== serverUrl || result.pathname !== '/social/result')
    throw new FrameRequestError(`Invalid ${what} result: expected ${serverUrl}/social/result`)
  const error = result.searchParams.get('error')
  if (error) return { error: error.slice(0, 200) }
  const code = result.searchParams.get('code')
  if (!code) throw new FrameRequestError(`Invalid ${what} result: no login code`)
  return { code }
}
