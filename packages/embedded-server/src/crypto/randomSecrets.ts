import { randomBytes, randomInt } from 'node:crypto'

/** Six decimal digits from the CSPRNG, uniform over 000000–999999. */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** 32 random bytes, base64url: approval links and refresh tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}
