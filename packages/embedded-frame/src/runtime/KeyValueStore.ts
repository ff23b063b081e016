/** Every key the frame stores starts with this prefix (the spec's wallet-frame storage prefix, renamed). */
export const FRAME_STORAGE_PREFIX = '@walletport-wallet/'

/** The frame's persistent storage: IndexedDB in the browser (values by structured clone, CryptoKeys included). */
export interface KeyValueStore {
  get<Value>(key: string): Promise<Value | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

export const frameStorageKeys = {
  deviceKey: `${FRAME_STORAGE_PREFIX}device-key`,
  wrapKey: `${FRAME_STORAGE_PREFIX}wrap-key`,
  session: `${FRAME_STORAGE_PREFIX}session`,
  lastChainId: `${FRAME_STORAGE_PREFIX}last-chain-id`,
  deviceShare: (accountId: string) => `${FRAME_STORAGE_PREFIX}device-share/${accountId}`,
  pins: (accountId: string) => `${FRAME_STORAGE_PREFIX}pins/${accountId}`,
}

export function createMemoryStore(): KeyValueStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    get: async <Value>(key: string) => entries.get(key) as Value | undefined,
    set: async (key, value) => {
      entries.set(key, value)
    },
    delete: async (key) => {
      entries.delete(key)
    },
  }
}
