import type { ChainNamespace } from '@walletport/core'
import { InvalidWalletDirectoryError } from './errors.js'
import type { DirectoryWallet, WalletInstallLinks } from './types.js'

type Json = Record<string, unknown>

const INSTALL_KEYS = ['chrome', 'firefox', 'ios', 'android'] as const
/** Schemes that would run code when a link is followed. */
const SCRIPT_SCHEMES = /^(javascript|data|vbscript|file|blob):/i

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

function isAppScheme(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(value) && !SCRIPT_SCHEMES.test(value)
}

function optional<T>(
  entry: Json,
  key: string,
  check: (value: unknown) => value is T,
  at: string,
): T | undefined {
  const value = entry[key]
  if (value === undefined) return undefined
  if (!check(value)) throw new InvalidWalletDirectoryError(`${at}.${key} is not valid`)
  return value
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function parseInstall(value: unknown, at: string): WalletInstallLinks | undefined {
  if (value === undefined) return undefined
  if (!isObject(value)) throw new InvalidWalletDirectoryError(`${at}.install is not an object`)
  const install: WalletInstallLinks = {}
  for (const key of INSTALL_KEYS) {
    const link = optional(value, key, isHttpsUrl, `${at}.install`)
    if (link !== undefined) install[key] = link
  }
  return install
}

function parseEntry(entry: unknown, index: number): DirectoryWallet {
  const at = `[${index}]`
  if (!isObject(entry)) throw new InvalidWalletDirectoryError(`${at} is not an object`)
  if (!isNonEmptyString(entry.id)) throw new InvalidWalletDirectoryError(`${at}.id is missing`)
  if (!isNonEmptyString(entry.name)) throw new InvalidWalletDirectoryError(`${at}.name is missing`)
  const chains = entry.chains ?? []
  if (
    !Array.isArray(chains) ||
    !chains.every((chain) => typeof chain === 'string' && /^[-a-z0-9]{3,8}$/.test(chain))
  ) {
    throw new InvalidWalletDirectoryError(`${at}.chains is not a list of namespaces`)
  }
  const homepage = optional(entry, 'homepage', isHttpsUrl, at)
  const rdns = optional(entry, 'rdns', isNonEmptyString, at)
  const deepLink = optional(entry, 'deepLink', isAppScheme, at)
  const universalLink = optional(entry, 'universalLink', isHttpsUrl, at)
  const install = parseInstall(entry.install, at)
  return {
    id: entry.id,
    name: entry.name.trim(),
    ...(rdns === undefined ? {} : { rdns }),
    chains: chains as ChainNamespace[],
    homepage: homepage ?? '',
    ...(deepLink === undefined ? {} : { deepLink }),
    ...(universalLink === undefined ? {} : { universalLink }),
    ...(install === undefined ? {} : { install }),
  }
}

/**
 * Checks a wallet directory from outside the bundle (the app's URL) before any of it is shown: an array of
 * `{ id, name, … }` with unique ids, https links only and app schemes that cannot run script. Unknown fields are
 * dropped. Throws `InvalidWalletDirectoryError` naming the first bad entry.
 */
export function parseWalletDirectory(json: unknown): DirectoryWallet[] {
  if (!Array.isArray(json)) throw new InvalidWalletDirectoryError('expected an array of wallets')
  const ids = new Set<string>()
  return json.map((entry, index) => {
    const wallet = parseEntry(entry, index)
    if (ids.has(wallet.id))
      throw new InvalidWalletDirectoryError(`[${index}].id ${wallet.id} is listed twice`)
    ids.add(wallet.id)
    return wallet
  })
}
