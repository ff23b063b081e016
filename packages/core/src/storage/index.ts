export {
  type CreateCookieStorageBackendParameters,
  createCookieStorageBackend,
  SSR_STORAGE_KEYS,
} from './createCookieStorageBackend.js'
export { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
export {
  type CreateStorageParameters,
  createStorage,
  type WalletPortStorage,
} from './createStorage.js'
export {
  defineStorageKey,
  type StorageKeyDefinition,
  type StorageKeyMap,
  type StorageValue,
} from './defineStorageKey.js'
export { getLocalStorageBackend } from './getLocalStorageBackend.js'
export type { StorageBackend } from './StorageBackend.js'
export {
  type DefaultStorageKeys,
  type LegalAcceptance,
  type StorageKey,
  storageKeys,
} from './storageKeys.js'
export { withMemoryFallback } from './withMemoryFallback.js'
