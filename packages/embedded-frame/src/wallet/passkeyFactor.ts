import { fromBase64Url, toBase64Url } from '@walletport/embedded/contract'

/** Stored beside a passkey's recovery share; the server keeps it for the frame and cannot use it. */
export interface PasskeyKdf {
  algorithm: 'webauthn-prf-hkdf-sha256'
  /** The PRF input (evaluated by the authenticator as SHA-256("WebAuthn PRF" ‖ 0 ‖ salt)). */
  salt: string
  iv: string
}

/**
 * A passkey whose authenticator gave no PRF output: it cannot protect a recovery share ('protect', when adding one),
 * or it cannot open one here ('open': e.g. a copy of the passkey in a provider without PRF).
 */
export class PasskeyWithoutPrfError extends Error {
  override name = 'PasskeyWithoutPrfError'
  constructor(use: 'protect' | 'open' = 'protect') {
    super(
      use === 'protect'
        ? 'This passkey cannot protect your wallet: its authenticator does not support the PRF extension. Use another passkey provider, or keep using your passphrase'
        : 'This passkey cannot open your wallet here: its authenticator gave no PRF output. Use your passphrase, or the passkey where you added it',
    )
  }
}

/** The PRF output does not open the share: another passkey, or a changed authenticator secret. */
export class WrongPasskeyError extends Error {
  override name = 'WrongPasskeyError'
  constructor() {
    super('This passkey does not open your wallet: use the passkey you added, or your passphrase')
  }
}

/** The settings the server kept for a passkey are not the kind this frame writes. */
export class UnknownPasskeyKdfError extends Error {
  override name = 'UnknownPasskeyKdfError'
  constructor(algorithm: unknown) {
    super(
      `This passkey's recovery settings are not ones this wallet wrote (expected webauthn-prf-hkdf-sha256 with a salt and an IV, got ${String(algorithm).slice(0, 64)}): use your passphrase`,
    )
  }
}

/** A passkey's recovery settings as the server kept them (opaque to it), read back as the frame wrote them. */
export function readPasskeyKdf(kdf: Record<string, string | number>): PasskeyKdf {
  const { algorithm, salt, iv } = kdf
  if (algorithm !== 'webauthn-prf-hkdf-sha256' || typeof salt !== 'string' || typeof iv !== 'string')
    throw new UnknownPasskeyKdfError(algorithm)
  return { algorithm, salt, iv }
}

const additionalData = (accountId: string, credentialId: string) =>
  new TextEncoder().encode(`walletport-passkey-recovery v1|${accountId}|${credentialId}`)

/** A new PRF salt and IV for a passkey about to be added. */
export function newPasskeyKdf(): PasskeyKdf {
  return {
    algorithm: 'webauthn-prf-hkdf-sha256',
    salt: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    iv: toBase64Url(crypto.getRandomValues(new Uint8Array(12))),
  }
}

/**
 * The AES-256-GCM key from a passkey's PRF output: HKDF-SHA-256 with the PRF salt as salt and the account and
 * credential as info, so one PRF output gives different keys for different accounts or credentials.
 */
export async function derivePasskeyKey(
  prfOutput: Uint8Array,
  kdf: PasskeyKdf,
  accountId: string,
  credentialId: string,
): Promise<CryptoKey> {
  if (prfOutput.length < 32) throw new PasskeyWithoutPrfError()
  const material = await crypto.subtle.importKey('raw', prfOutput as BufferSource, 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: fromBase64Url(kdf.salt) as BufferSource,
      info: additionalData(accountId, credentialId) as BufferSource,
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function sealWithPasskey(
  share: Uint8Array,
  prfOutput: Uint8Array,
  kdf: PasskeyKdf,
  accountId: string,
  credentialId: string,
): Promise<Uint8Array> {
  const key = await derivePasskeyKey(prfOutput, kdf, accountId, credentialId)
  return new Uint8Array(
    await crypto.subtle.encrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(kdf.iv) as BufferSource,
        additionalData: additionalData(accountId, credentialId) as BufferSource,
      },
      key,
      share as BufferSource,
    ),
  )
}

export async function openWithPasskey(
  ciphertext: Uint8Array,
  prfOutput: Uint8Array,
  kdf: PasskeyKdf,
  accountId: string,
  credentialId: string,
): Promise<Uint8Array> {
  const key = await derivePasskeyKey(prfOutput, kdf, accountId, credentialId)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64Url(kdf.iv) as BufferSource,
          additionalData: additionalData(accountId, credentialId) as BufferSource,
        },
        key,
        ciphertext as BufferSource,
      ),
    )
  } catch {
    throw new WrongPasskeyError()
  }
}
