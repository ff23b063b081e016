import type { StorageBackend } from './StorageBackend.js'

/** A backend that lives as long as the object: the SSR and fallback store, and a handy test double. */
export function createMemoryStorageBackend(initial: Record<string, string> = {}): StorageBackend {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
    keys: () => [...items.keys()],
  }
}
