import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 1

export class AtRestDecryptionError extends Error {
  override name = 'AtRestDecryptionError'
  constructor(context: string) {
    super(`A value sealed at rest could not be opened (${context}): wrong key-encryption key or tampered row`)
  }
}

/**
 * AES-256-GCM with the key-encryption key. The additional data binds the ciphertext to where it belongs
 * (e.g. `auth-share|<account>|<device>`), so a row copied to another account or device does not open.
 * Layout: version (1 byte) ‖ iv (12) ‖ ciphertext ‖ tag (16).
 */
export function sealAtRest(key: Uint8Array, plaintext: Uint8Array, context: string): Uint8Array {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`walletport-at-rest v${VERSION}|${context}`))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), iv, body]))
}

export function openAtRest(key: Uint8Array, sealed: Uint8Array, context: string): Uint8Array {
  if (sealed.length < 1 + 12 + 16 || sealed[0] !== VERSION) throw new AtRestDecryptionError(context)
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13))
  decipher.setAAD(Buffer.from(`walletport-at-rest v${VERSION}|${context}`))
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  try {
    return new Uint8Array(
      Buffer.concat([decipher.update(sealed.subarray(13, sealed.length - 16)), decipher.final()]),
    )
  } catch {
    throw new AtRestDecryptionError(context)
  }
}
