import type { IssuedSiwxRequest } from '../client/siwx/checkSiwxSession.js'
import type { SiwxServerStore, StoredSiwxSession } from './types.js'

/** Caps on what one process keeps; the oldest go first beyond them. */
const MAX_REQUESTS = 10_000
const MAX_SESSION_IDS = 100_000

function keyOf({ session }: StoredSiwxSession): string {
  const { chainId, accountAddress } = session.data
  return `${chainId}|${chainId.startsWith('eip155:') ? accountAddress.toLowerCase() : accountAddress}`
}

function trim<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return
    map.delete(key)
  }
}

/** The handler's default store: this process's memory (sessions end when it restarts). */
export function createMemorySiwxStore(): SiwxServerStore {
  const requests = new Map<string, { request: IssuedSiwxRequest; expiresAt: number }>()
  const sessions = new Map<string, Map<string, { entry: StoredSiwxSession; expiresAt: number }>>()

  return {
    async putRequest(request, expiresAt) {
      requests.set(request.nonce, { request, expiresAt })
      trim(requests, MAX_REQUESTS)
    },
    async takeRequest(nonce, now) {
      const kept = requests.get(nonce)
      requests.delete(nonce)
      return kept && kept.expiresAt > now ? kept.request : undefined
    },
    async putSession(id, entry, expiresAt) {
      const held = sessions.get(id) ?? new Map()
      held.set(keyOf(entry), { entry, expiresAt })
      sessions.delete(id)
      sessions.set(id, held)
      trim(sessions, MAX_SESSION_IDS)
    },
    async getSessions(id, now) {
      const held = sessions.get(id)
      if (!held) return []
      for (const [key, { expiresAt }] of held) if (expiresAt <= now) held.delete(key)
      if (held.size === 0) sessions.delete(id)
      return [...held.values()].map(({ entry }) => entry)
    },
    async deleteSessions(id, matches) {
      const held = sessions.get(id)
      if (!held) return
      for (const [key, { entry }] of held) if (!matches || matches(entry)) held.delete(key)
      if (held.size === 0) sessions.delete(id)
    },
  }
}
