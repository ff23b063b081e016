import { createHash, timingSafeEqual } from 'node:crypto'

/** The challenge the frame sends when it starts a sign-in: base64url(SHA-256(verifier)), as PKCE S256. */
export function loginChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

export type LoginCodeCheck = 'ok' | 'used' | 'expired' | 'other-device' | 'wrong-verifier'

/**
 * Whether a one-time login code may be redeemed: once, before it expires, by the device (DPoP key) that started
 * the sign-in, with the verifier whose challenge that device sent. A dapp that intercepts the code (it passes
 * through the dapp's window) holds neither the frame's verifier nor its device key.
 */
export function checkLoginCode(
  code: { redeemedAt: number | undefined; expiresAt: number; deviceJkt: string; loginChallenge: string },
  attempt: { verifier: string; deviceJkt: string; now: number },
): LoginCodeCheck {
  if (code.redeemedAt !== undefined) return 'used'
  if (code.expiresAt <= attempt.now) return 'expired'
  if (code.deviceJkt !== attempt.deviceJkt) return 'other-device'
  const expected = Buffer.from(code.loginChallenge)
  const presented = Buffer.from(loginChallengeOf(attempt.verifier))
  return expected.length === presented.length && timingSafeEqual(expected, presented)
    ? 'ok'
    : 'wrong-verifier'
}
