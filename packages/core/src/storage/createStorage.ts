import { WalletPortError } from '../errors/base.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { type CheckProblem, toCheckIssues } from '../schemas/checks.js'
import { createMemoryStorageBackend } from './createMemoryStorageBackend.js'
import type {
  StandardSchemaLike,
  StorageCodec,
  StorageCodecResult,
  StorageKeyDefinition,
  StorageKeyMap,
  StorageSchema,
  StorageValue,
} from './defineStorageKey.js'
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
    const result = run(definition.schema, 'encode', value)
    if (!result.ok) {
      throw new SchemaValidationError(toCheckIssues(result.problems, value, key), {
        details: `Refused to write "${prefix}${key}": ${result.problems.map(({ path, problem }) => `${[key, ...path].join('.')}: ${problem}`).join('; ')}.`,
      })
    }
    const envelope: Envelope = { v: definition.version, value: result.value }
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
    const result = run(definition.schema, 'decode', stored)
    return result.ok ? { value: result.value, migrated } : undefined
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
      if (!definition) {
        throw new WalletPortError(`Unknown storage key "${key}"`, {
          details: `Expected one of ${Object.keys(keys).join(', ')}, received ${JSON.stringify(key)}`,
        })
      }
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

// zod's classic schemas have decode/encode methods too (that throw): a Standard Schema is told apart first.
const isCodec = (schema: StorageSchema): schema is StorageCodec<unknown> => !('~standard' in schema)

/** A codec's answer, or a Standard Schema's (zod's) as one: run synchronously, the same way in both directions. */
function run(
  schema: StorageSchema,
  direction: 'decode' | 'encode',
  value: unknown,
): StorageCodecResult<unknown> {
  if (isCodec(schema)) return schema[direction](value)
  const result = (schema as StandardSchemaLike<unknown>)['~standard'].validate(value)
  if (result instanceof Promise) {
    return {
      ok: false,
      problems: [{ path: [], problem: 'asynchronous schemas are not supported in storage' }],
    }
  }
  if (!result.issues) return { ok: true, value: result.value }
  const problems: CheckProblem[] = result.issues.map((issue) => ({
    path: (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' && segment !== null ? segment.key : segment),
    ),
    problem: issue.message,
  }))
  return { ok: false, problems }
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
