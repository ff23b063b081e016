import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number
}

/**
 * oidc-provider's storage for the devnet provider, chosen on purpose: one Map per provider, gone when it stops
 * (its sessions and codes live as long as the devnet). Setting it is what the library asks of every deployment
 * instead of its quick-start adapter, which warns on each start.
 */
export function createOidcMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>()
  const read = (key: string | undefined): AdapterPayload | undefined => {
    if (key === undefined) return undefined
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) entries.delete(key)
    return entry && entry.expiresAt > now() ? entry.payload : undefined
  }
  const find = (model: string, field: 'uid' | 'userCode' | 'grantId', value: string) => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && entry.payload[field] === value) return read(key)
    }
    return undefined
  }
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      entries.set(`${model}:${id}`, {
        payload,
        expiresAt: expiresIn === undefined ? Number.POSITIVE_INFINITY : now() + expiresIn * 1000,
      })
    },
    async find(id) {
      return read(`${model}:${id}`)
    },
    async findByUid(uid) {
      return find(model, 'uid', uid)
    },
    async findByUserCode(userCode) {
      return find(model, 'userCode', userCode)
    },
    async consume(id) {
      const payload = read(`${model}:${id}`)
      if (payload) payload.consumed = Math.floor(now() / 1000)
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`)
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    },
  })
}
