import * as z from 'zod/mini'
import { WalletPortError } from '../errors/base.js'
import { SchemaValidationError } from '../schemas/SchemaValidationError.js'
import { toSchemaIssues } from '../schemas/toSchemaIssues.js'
import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import type { StorageKeyDefinition, StorageKeyMap, StorageValue } from './defineStorageKey.js'
import { getLocalStorageBackend } from './getLocalStorageBackend.js'
import type { StorageBackend } from './StorageBackend.js'
import { type DefaultStorageKeys, storageKeys } from './storageKeys.js'
import { withMemoryFallback } from './withMemoryFallback.js'

export interface CreateStorageParameters<TKeys extends StorageKeyMap = DefaultStorageKeys> {
  /** Put before every key name. Default '@walletport/'. */
  prefix?: string
  /** Where values go. Default localStorage, or memory where localStorage is missing or refuses access. */
  backend?: StorageBackend
  /** The typed keys. Default: WalletPort's own `storageKeys`. */
  keys?: TKeys
}

export interface WalletPortStorage<TKeys extends StorageKeyMap = DefaultStorageKeys> {
  readonly prefix: string
  /** The stored value, or `undefined` when absent; a corrupt, foreign or outdated value is removed. */
  get<K extends keyof TKeys & string>(key: K): StorageValue<TKeys[K]> | undefined
  /** Validates, then writes; an invalid value throws `SchemaValidationError` and nothing is written. */
  set<K extends keyof TKeys & string>(key: K, value: StorageValue<TKeys[K]>): void
  remove(key: keyof TKeys & string): void
  /** Removes every key under this storage's prefix, and nothing else. */
  clear(): void
}

interface Envelope {
  v: number
  value: unknown
}

export function createStorage<TKeys extends StorageKeyMap = DefaultStorageKeys>(
  parameters: CreateStorageParameters<TKeys> = {},
): WalletPortStorage<TKeys> {
  const prefix = parameters.prefix ?? '@walletport/'
  const keys: StorageKeyMap = parameters.keys ?? storageKeys
  const backend = withMemoryFallback(
    parameters.backend ?? getLocalStorageBackend(`${prefix}probe`) ?? createMemoryStorageBackend(),
  )

  function definitionOf(key: string): StorageKeyDefinition | undefined {
    return Object.hasOwn(keys, key) ? keys[key] : undefined
  }

  function encode(key: string, definition: StorageKeyDefinition, value: unknown): string {
    const result = z.safeEncode(definition.schema, value)
    if (!result.success) {
      throw new SchemaValidationError(toSchemaIssues(result.error, value, key), {
        details: `Refused to write "${prefix}${key}".`,
        cause: result.error,
      })
    }
    const envelope: Envelope = { v: definition.version, value: result.data }
    try {
      return JSON.stringify(envelope)
    } catch (cause) {
      throw new WalletPortError(`Value for storage key "${key}" cannot be serialised`, { cause })
    }
  }

  function decode(
    definition: StorageKeyDefinition,
    raw: string,
  ): { value: unknown; migrated: boolean } | undefined {
    let envelope: unknown
    try {
      envelope = JSON.parse(raw)
    } catch {
      return undefined
    }
    if (!isEnvelope(envelope)) return undefined
    let stored = envelope.value
    const migrated = envelope.v !== definition.version
    if (migrated) {
      if (!definition.migrate) return undefined
      try {
        stored = definition.migrate(stored, envelope.v)
      } catch {
        return undefined
      }
    }
    const result = z.safeDecode(definition.schema, stored)
    return result.success ? { value: result.data, migrated } : undefined
  }

  return {
    prefix,
    get(key) {
      const definition = definitionOf(key)
      if (!definition) return undefined
      const raw = backend.getItem(prefix + key)
      if (raw === null || raw === undefined) return undefined
      const decoded = decode(definition, raw)
      if (!decoded) {
        backend.removeItem(prefix + key)
        return undefined
      }
      if (decoded.migrated) {
        try {
          backend.setItem(prefix + key, encode(key, definition, decoded.value))
        } catch {
          backend.removeItem(prefix + key)
          return undefined
        }
      }
      return decoded.value as StorageValue<TKeys[typeof key]>
    },
    set(key, value) {
      const definition = definitionOf(key)
      if (!definition) throw new WalletPortError(`Unknown storage key "${key}"`)
      backend.setItem(prefix + key, encode(key, definition, value))
    },
    remove(key) {
      backend.removeItem(prefix + key)
    },
    clear() {
      const ours = Object.keys(keys).map((key) => prefix + key)
      const listed = prefix === '' ? [] : (backend.keys?.() ?? []).filter((key) => key.startsWith(prefix))
      for (const key of new Set([...ours, ...listed])) backend.removeItem(key)
    },
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Number.isInteger((value as { v?: unknown }).v) &&
    'value' in value
  )
}
