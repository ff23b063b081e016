import type { WalletConnectStorage } from '../src/types.js'

/** A WalletConnect key-value store in a Map: share one between two connectors to simulate a page reload. */
export function createMemoryKeyValueStorage(): WalletConnectStorage & { readonly size: number } {
  const entries = new Map<string, unknown>()
  // Stored as JSON, as the clients' own storages do (structuredClone would also hand back objects of another realm
  // under jest, which the clients' plain-object checks refuse).
  const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)))
  return {
    get size() {
      return entries.size
    },
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries].map(([key, value]) => [key, copy(value) as T] as [string, T]),
    getItem: async <T>(key: string) => copy(entries.get(key)) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, copy(value))
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
