export interface TtlCache {
  /** Returns the cached value of `key` while fresh; otherwise runs `load` once (concurrent callers share it). */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>
  delete(key: string): void
  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  clear(prefix?: string): void
}

interface Entry {
  expiresAt: number
  value: Promise<unknown>
}

/** Time-bounded cache of promises; a rejected load is never cached. */
export function createTtlCache(now: () => number = Date.now): TtlCache {
  const entries = new Map<string, Entry>()
  return {
    getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>
      const value = load()
      const fresh: Entry = { expiresAt: now() + ttlMs, value }
      entries.set(key, fresh)
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key)
      })
      return value
    },
    delete: (key) => void entries.delete(key),
    clear(prefix) {
      if (prefix === undefined) return entries.clear()
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
    },
  }
}
