import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { fromBase64Url } from '@walletport/embedded/contract'
import {
  newPasskeyKdf,
  openWithPasskey,
  PasskeyWithoutPrfError,
  sealWithPasskey,
  WrongPasskeyError,
} from './passkeyFactor.js'

const account = '7c0d4a52-2d6e-4d53-9e35-6b3c1d2f0a11'
const credential = 'cred-AAAA'
const prf = (fill: number) => new Uint8Array(32).fill(fill)

describe('passkey factor: PRF output → HKDF-SHA-256 key → AES-GCM over the recovery share', () => {
  it('default: seals and opens a share with the same PRF output, account and credential', async () => {
    const share = crypto.getRandomValues(new Uint8Array(17))
    const kdf = newPasskeyKdf()
    const sealed = await sealWithPasskey(share, prf(7), kdf, account, credential)
    expect(sealed.length).toBe(17 + 16)
    expect(Buffer.from(sealed).includes(Buffer.from(share))).toBe(false)
    expect(await openWithPasskey(sealed, prf(7), kdf, account, credential)).toEqual(share)
  })

  it('behavior: the key is HKDF-SHA-256(PRF output, salt, account and credential), usable outside the frame', async () => {
    const share = new Uint8Array(17).fill(3)
    const kdf = newPasskeyKdf()
    const sealed = await sealWithPasskey(share, prf(9), kdf, account, credential)
    const key = hkdf(
      sha256,
      prf(9),
      fromBase64Url(kdf.salt),
      new TextEncoder().encode(`walletport-passkey-recovery v1|${account}|${credential}`),
      32,
    )
    const aes = await crypto.subtle.importKey('raw', key as BufferSource, 'AES-GCM', false, ['decrypt'])
    const opened = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(kdf.iv) as BufferSource,
        additionalData: new TextEncoder().encode(`walletport-passkey-recovery v1|${account}|${credential}`),
      },
      aes,
      sealed as BufferSource,
    )
    expect(new Uint8Array(opened)).toEqual(share)
  })

  it('behavior: another PRF output, salt, account or credential does not open it', async () => {
    const share = new Uint8Array(17).fill(5)
    const kdf = newPasskeyKdf()
    const sealed = await sealWithPasskey(share, prf(1), kdf, account, credential)
    await expect(openWithPasskey(sealed, prf(2), kdf, account, credential)).rejects.toThrow(WrongPasskeyError)
    await expect(
      openWithPasskey(sealed, prf(1), { ...kdf, salt: newPasskeyKdf().salt }, account, credential),
    ).rejects.toThrow(WrongPasskeyError)
    await expect(
      openWithPasskey(sealed, prf(1), kdf, `${account.slice(0, -1)}2`, credential),
    ).rejects.toThrow('This passkey does not open your wallet: use the passkey you added, or your passphrase')
    await expect(openWithPasskey(sealed, prf(1), kdf, account, 'cred-BBBB')).rejects.toThrow(
      WrongPasskeyError,
    )
  })

  it('behavior: a missing or short PRF output is refused as a passkey without PRF', async () => {
    await expect(
      sealWithPasskey(new Uint8Array(17), new Uint8Array(0), newPasskeyKdf(), account, credential),
    ).rejects.toThrow(PasskeyWithoutPrfError)
    await expect(
      sealWithPasskey(new Uint8Array(17), new Uint8Array(0), newPasskeyKdf(), account, credential),
    ).rejects.toThrow(/does not support the PRF extension/)
  })
})
