import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 under the server pepper: codes, link tokens and rate-limit keys are stored only this way. */
export function keyedHash(pepper: Uint8Array, ...parts: string[]): Uint8Array {
  return new Uint8Array(createHmac('sha256', pepper).update(parts.join('\u0000')).digest())
}

export function sha256(text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(text).digest())
}

/** Constant-time comparison of two digests. */
export function digestsEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}
