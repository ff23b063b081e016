import { randomBytes } from 'node:crypto'
import {
  fromBase64Url,
  openSealedBox,
  SealedBoxError,
  sealToPublicKey,
  toBase64Url,
} from '@walletport/embedded/contract'
import { deriveServerKeys } from './deriveServerKeys.js'
import { importTransportPrivateKey } from './importTransportPrivateKey.js'
import { generateOneTimeCode } from './randomSecrets.js'
import { AtRestDecryptionError, openAtRest, sealAtRest } from './sealAtRest.js'

describe('deriveServerKeys', () => {
  it('derives distinct, stable keys from one secret', () => {
    const secret = randomBytes(32)
    const keys = deriveServerKeys(secret)
    expect(deriveServerKeys(secret)).toEqual(keys)
    const all = [keys.keyEncryptionKey, keys.pepper, keys.accessTokenKey, keys.transportKey.privateKey]
    expect(new Set(all.map((key) => Buffer.from(key).toString('hex'))).size).toBe(4)
    expect(keys.transportKey.publicKey).toHaveLength(65)
    expect(keys.transportKey.publicKey[0]).toBe(4)
  })
})

describe('sealAtRest', () => {
  const key = randomBytes(32)
  it('opens only with the same key and the same context', () => {
    const sealed = sealAtRest(key, new Uint8Array([1, 2, 3]), 'auth-share|a|d')
    expect([...openAtRest(key, sealed, 'auth-share|a|d')]).toEqual([1, 2, 3])
    expect(() => openAtRest(key, sealed, 'auth-share|b|d')).toThrow(AtRestDecryptionError)
    expect(() => openAtRest(randomBytes(32), sealed, 'auth-share|a|d')).toThrow(AtRestDecryptionError)
    const tampered = new Uint8Array(sealed)
    tampered[20] = (tampered[20] ?? 0) ^ 1
    expect(() => openAtRest(key, tampered, 'auth-share|a|d')).toThrow(AtRestDecryptionError)
  })
  it('never repeats a ciphertext for the same plaintext', () => {
    const plaintext = randomBytes(17)
    expect(
      Buffer.from(sealAtRest(key, plaintext, 'x')).equals(Buffer.from(sealAtRest(key, plaintext, 'x'))),
    ).toBe(false)
  })
})

describe('transport seal', () => {
  it('opens a box sealed to the server key with the derived private key, for the same purpose only', async () => {
    const keys = deriveServerKeys(randomBytes(32))
    const privateKey = await importTransportPrivateKey(keys.transportKey)
    const share = randomBytes(17)
    const box = await sealToPublicKey(keys.transportKey.publicKey, share, 'auth-share upload')
    const opened = await openSealedBox(privateKey, keys.transportKey.publicKey, box, 'auth-share upload')
    expect(Buffer.from(opened).equals(share)).toBe(true)
    await expect(
      openSealedBox(privateKey, keys.transportKey.publicKey, box, 'server-share upload'),
    ).rejects.toThrow(SealedBoxError)
    expect(JSON.stringify(box)).not.toContain(toBase64Url(share))
  })
})

describe('generateOneTimeCode', () => {
  it('gives six digits, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(codes.some((code) => Number(code) < 500_000)).toBe(true)
    expect(codes.some((code) => Number(code) >= 500_000)).toBe(true)
  })
})

describe('base64url', () => {
  it('round-trips every byte value and refuses other alphabets', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect([...fromBase64Url(toBase64Url(bytes))]).toEqual([...bytes])
    expect(() => fromBase64Url('ab+/')).toThrow('Expected base64url text')
  })
})
