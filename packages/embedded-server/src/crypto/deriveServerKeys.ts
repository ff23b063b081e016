import { createECDH, hkdfSync } from 'node:crypto'

export interface ServerKeys {
  /** AES-256-GCM key that seals shares at rest. */
  keyEncryptionKey: Uint8Array
  /** HMAC key for one-time codes, approval links and rate-limit buckets. */
  pepper: Uint8Array
  /** HS256 key of the access tokens. */
  accessTokenKey: Uint8Array
  /** P-256 key pair that shares travel sealed to (frame → server). */
  transportKey: { privateKey: Uint8Array; publicKey: Uint8Array }
}

function derive(secret: Uint8Array, info: string, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `walletport-embedded ${info}`, length))
}

/** Every key the server uses, derived from the one master secret with HKDF (one file to guard and back up). */
export function deriveServerKeys(secret: Uint8Array): ServerKeys {
  return {
    keyEncryptionKey: derive(secret, 'key-encryption-key v1'),
    pepper: derive(secret, 'pepper v1'),
    accessTokenKey: derive(secret, 'access-token v1'),
    transportKey: deriveP256KeyPair(secret),
  }
}

function deriveP256KeyPair(secret: Uint8Array): ServerKeys['transportKey'] {
  // A 32-byte HKDF output is a valid P-256 scalar except with probability ~2^-32; retry with a counter then.
  for (let counter = 0; ; counter += 1) {
    const privateKey = derive(secret, `transport-key v1 ${counter}`)
    try {
      const ecdh = createECDH('prime256v1')
      ecdh.setPrivateKey(privateKey)
      return { privateKey, publicKey: new Uint8Array(ecdh.getPublicKey()) }
    } catch {}
  }
}
