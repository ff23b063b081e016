import { scryptAsync } from '@noble/hashes/scrypt.js'
import { fromBase64Url, toBase64Url } from '@walletport/embedded/contract'

/** Stored beside the recovery share; the server keeps it for the frame and cannot use it. */
export interface PassphraseKdf {
  algorithm: 'scrypt'
  N: number
  r: number
  p: number
  salt: string
  iv: string
}

export const MIN_PASSPHRASE_LENGTH = 10
const DEFAULTS = { N: 2 ** 17, r: 8, p: 1 }

export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError'
  constructor() {
    super('Wrong passphrase')
  }
}

/** The settings the server kept beside the recovery share are not the kind this frame writes. */
export class UnknownPassphraseKdfError extends Error {
  override name = 'UnknownPassphraseKdfError'
  constructor(algorithm: unknown) {
    super(
      `The recovery settings are not ones this wallet wrote (expected scrypt with N, r, p, a salt and an IV, got ${String(algorithm).slice(0, 64)})`,
    )
  }
}

/** The passphrase settings as the server kept them (opaque to it), read back as `sealWithPassphrase` wrote them. */
export function readPassphraseKdf(kdf: Record<string, string | number>): PassphraseKdf {
  const { algorithm, N, r, p, salt, iv } = kdf
  if (
    algorithm !== 'scrypt' ||
    typeof N !== 'number' ||
    typeof r !== 'number' ||
    typeof p !== 'number' ||
    typeof salt !== 'string' ||
    typeof iv !== 'string'
  )
    throw new UnknownPassphraseKdfError(algorithm)
  return { algorithm, N, r, p, salt, iv }
}

async function deriveKey(
  passphrase: string,
  kdf: Pick<PassphraseKdf, 'N' | 'r' | 'p' | 'salt'>,
): Promise<CryptoKey> {
  const bytes = await scryptAsync(passphrase.normalize('NFKC'), fromBase64Url(kdf.salt), {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    dkLen: 32,
  })
  try {
    return await crypto.subtle.importKey('raw', bytes as BufferSource, 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ])
  } finally {
    bytes.fill(0)
  }
}

/** Encrypts the recovery share with a key from the passphrase (scrypt, memory-hard); binds it to the account. */
export async function sealWithPassphrase(
  share: Uint8Array,
  passphrase: string,
  accountId: string,
  cost: Partial<Pick<PassphraseKdf, 'N' | 'r' | 'p'>> = {},
): Promise<{ ciphertext: Uint8Array; kdf: PassphraseKdf }> {
  const kdf: PassphraseKdf = {
    algorithm: 'scrypt',
    ...DEFAULTS,
    ...cost,
    salt: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    iv: toBase64Url(crypto.getRandomValues(new Uint8Array(12))),
  }
  const key = await deriveKey(passphrase, kdf)
  const ciphertext = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64Url(kdf.iv) as BufferSource,
      additionalData: new TextEncoder().encode(`walletport-recovery v1|${accountId}`),
    },
    key,
    share as BufferSource,
  )
  return { ciphertext: new Uint8Array(ciphertext), kdf }
}

export async function openWithPassphrase(
  ciphertext: Uint8Array,
  passphrase: string,
  accountId: string,
  kdf: PassphraseKdf,
): Promise<Uint8Array> {
  const key = await deriveKey(passphrase, kdf)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64Url(kdf.iv) as BufferSource,
          additionalData: new TextEncoder().encode(`walletport-recovery v1|${accountId}`),
        },
        key,
        ciphertext as BufferSource,
      ),
    )
  } catch {
    throw new WrongPassphraseError()
  }
}
