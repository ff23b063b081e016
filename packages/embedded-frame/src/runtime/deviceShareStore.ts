import { frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'

interface WrappedShare {
  iv: Uint8Array
  ciphertext: Uint8Array
}

/** The AES-GCM key that wraps device shares: generated in the frame, non-extractable, kept in IndexedDB. */
async function wrapKey(store: KeyValueStore): Promise<CryptoKey> {
  const existing = await store.get<CryptoKey>(frameStorageKeys.wrapKey)
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await store.set(frameStorageKeys.wrapKey, key)
  return key
}

const additionalData = (accountId: string) =>
  new TextEncoder().encode(`walletport-device-share v1|${accountId}`)

export async function saveDeviceShare(
  store: KeyValueStore,
  accountId: string,
  share: Uint8Array,
): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(accountId) },
      await wrapKey(store),
      share as BufferSource,
    ),
  )
  await store.set(frameStorageKeys.deviceShare(accountId), { iv, ciphertext } satisfies WrappedShare)
}

/** The device share of `accountId`, or undefined when this device has none (or it does not unwrap). */
export async function loadDeviceShare(
  store: KeyValueStore,
  accountId: string,
): Promise<Uint8Array | undefined> {
  const wrapped = await store.get<WrappedShare>(frameStorageKeys.deviceShare(accountId))
  if (!wrapped) return undefined
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: wrapped.iv as BufferSource, additionalData: additionalData(accountId) },
        await wrapKey(store),
        wrapped.ciphertext as BufferSource,
      ),
    )
  } catch {
    return undefined
  }
}
