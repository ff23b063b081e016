import { keyedHash } from '../crypto/keyedHash.js'

/** A stable, non-reversible key for an email in counters, cooldowns and logs. */
export function emailKey(pepper: Uint8Array, email: string): string {
  return Buffer.from(keyedHash(pepper, 'email', email))
    .toString('base64url')
    .slice(0, 22)
}
