import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import type { StorageBackend } from './StorageBackend.js'

/**
 * Wraps `primary` so no call throws. A write the primary refuses (quota, SecurityError) is kept in memory and
 * served from there for the rest of the session; a read that throws is answered from memory.
 */
export function withMemoryFallback(primary: StorageBackend): StorageBackend {
  const memory = createMemoryStorageBackend()
  const inMemory = new Set<string>()

  return {
    getItem(key) {
      if (inMemory.has(key)) return memory.getItem(key)
      try {
        return primary.getItem(key)
      } catch {
        return memory.getItem(key)
      }
    },
    setItem(key, value) {
      try {
        primary.setItem(key, value)
        inMemory.delete(key)
        memory.removeItem(key)
      } catch {
        inMemory.add(key)
        memory.setItem(key, value)
      }
    },
    removeItem(key) {
      inMemory.delete(key)
      memory.removeItem(key)
      try {
        primary.removeItem(key)
      } catch {}
    },
    keys() {
      let primaryKeys: string[] = []
      try {
        primaryKeys = primary.keys?.() ?? []
      } catch {}
      return [...new Set([...primaryKeys, ...inMemory])]
    },
  }
}
