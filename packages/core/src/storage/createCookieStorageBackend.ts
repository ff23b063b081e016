import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import { getLocalStorageBackend } from './getLocalStorageBackend.js'
import { parseCookieHeader } from './parseCookieHeader.js'
import type { StorageBackend } from './StorageBackend.js'

/** The keys a server needs to render the connected account (see `cookieToInitialState`). */
export const SSR_STORAGE_KEYS = [
  'connected-connector-ids',
  'connected-addresses',
  'active-caip-network-id',
] as const

export interface CreateCookieStorageBackendParameters {
  /** Put before every key name, as `createStorage`'s prefix. Default '@walletport/'. */
  prefix?: string
  /** Keys kept in cookies (without the prefix); every other key goes to `fallback`. Default `SSR_STORAGE_KEYS`. */
  keys?: readonly string[]
  /** Where the other keys go. Default localStorage, or memory without it. */
  fallback?: StorageBackend
  /** Cookie lifetime in seconds. Default 30 days. */
  maxAgeSeconds?: number
  /** Default '/'. */
  path?: string
  /** Default 'Lax'. */
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** Default `document`; a server (no document) reads and writes nothing. */
  document?: Pick<Document, 'cookie'>
}

/**
 * A backend that keeps the few keys a server renders from in cookies (small: connector ids, addresses, the active
 * network), readable by the server on the next request, and every other key (SIWX sessions, recent wallets with
 * their icons…) in `fallback`, away from every request's headers. Cookies are `Secure` on https pages.
 */
export function createCookieStorageBackend(
  parameters: CreateCookieStorageBackendParameters = {},
): StorageBackend {
  const prefix = parameters.prefix ?? '@walletport/'
  const cookieKeys = new Set((parameters.keys ?? SSR_STORAGE_KEYS).map((key) => prefix + key))
  const fallback =
    parameters.fallback ?? getLocalStorageBackend(`${prefix}probe`) ?? createMemoryStorageBackend()
  const page = parameters.document ?? (typeof document === 'undefined' ? undefined : document)
  const maxAge = parameters.maxAgeSeconds ?? 30 * 24 * 60 * 60
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  const attributes = `; Path=${parameters.path ?? '/'}; SameSite=${parameters.sameSite ?? 'Lax'}${secure}`

  const write = (key: string, value: string, seconds: number) => {
    if (page)
      page.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${seconds}${attributes}`
  }

  return {
    getItem: (key) =>
      cookieKeys.has(key) ? (parseCookieHeader(page?.cookie).get(key) ?? null) : fallback.getItem(key),
    setItem: (key, value) => (cookieKeys.has(key) ? write(key, value, maxAge) : fallback.setItem(key, value)),
    removeItem: (key) => (cookieKeys.has(key) ? write(key, '', 0) : fallback.removeItem(key)),
    keys: () => [
      ...[...parseCookieHeader(page?.cookie).keys()].filter((key) => cookieKeys.has(key)),
      ...(fallback.keys?.() ?? []),
    ],
  }
}
