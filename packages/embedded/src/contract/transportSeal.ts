import { fromBase64Url, toBase64Url } from './base64url.js'

/** A value sealed to a P-256 public key: ephemeral public key, IV and AES-GCM ciphertext, all base64url. */
export interface SealedBox {
  epk: string
  iv: string
  ct: string
}

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const

async function deriveBoxKey(
  privateKey: CryptoKey,
  peerPublicRaw: Uint8Array,
  ephemeralPublicRaw: Uint8Array,
  recipientPublicRaw: Uint8Array,
): Promise<CryptoKey> {
  const peer = await crypto.subtle.importKey('raw', peerPublicRaw as BufferSource, ECDH, false, [])
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, privateKey, 256)
  const hkdfKey = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  const info = new Uint8Array([
    ...new TextEncoder().encode('walletport-transport v1'),
    ...ephemeralPublicRaw,
    ...recipientPublicRaw,
  ])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Seals `plaintext` to `recipientPublicRaw` (uncompressed P-256): shares travel between the frame and its
 * server only this way, so no HTTP body, proxy log or trace holds one in the clear. `purpose` is bound as
 * additional data.
 */
export async function sealToPublicKey(
  recipientPublicRaw: Uint8Array,
  plaintext: Uint8Array,
  purpose: string,
): Promise<SealedBox> {
  const ephemeral = (await crypto.subtle.generateKey(ECDH, false, ['deriveBits'])) as CryptoKeyPair
  const ephemeralPublicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))
  const key = await deriveBoxKey(
    ephemeral.privateKey,
    recipientPublicRaw,
    ephemeralPublicRaw,
    recipientPublicRaw,
  )
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(purpose) },
    key,
    plaintext as BufferSource,
  )
  return { epk: toBase64Url(ephemeralPublicRaw), iv: toBase64Url(iv), ct: toBase64Url(new Uint8Array(ct)) }
}

export class SealedBoxError extends Error {
  override name = 'SealedBoxError'
  constructor(purpose: string) {
    super(`A sealed ${purpose} could not be opened: wrong key or tampered box`)
  }
}

/** Opens a box sealed to the key pair whose private half is `recipientPrivateKey` (usage 'deriveBits'). */
export async function openSealedBox(
  recipientPrivateKey: CryptoKey,
  recipientPublicRaw: Uint8Array,
  box: SealedBox,
  purpose: string,
): Promise<Uint8Array> {
  try {
    const ephemeralPublicRaw = fromBase64Url(box.epk)
    const key = await deriveBoxKey(
      recipientPrivateKey,
      ephemeralPublicRaw,
      ephemeralPublicRaw,
      recipientPublicRaw,
    )
    const plaintext = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(box.iv) as BufferSource,
        additionalData: new TextEncoder().encode(purpose),
      },
      key,
      fromBase64Url(box.ct) as BufferSource,
    )
    return new Uint8Array(plaintext)
  } catch {
    throw new SealedBoxError(purpose)
  }
}
