import type { StorageBackend } from './StorageBackend.js'

/**
 * `window.localStorage` as a backend, or `undefined` where it cannot be used: no `window` (SSR), or access and
 * writes throw (sandboxed frames raise SecurityError, some private modes have a zero quota).
 */
export function getLocalStorageBackend(probeKey = '@walletport/probe'): StorageBackend | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    const storage = window.localStorage
    if (!storage) return undefined
    storage.setItem(probeKey, probeKey)
    storage.removeItem(probeKey)
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
      keys: () =>
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(Boolean),
    }
  } catch {
    return undefined
  }
}
