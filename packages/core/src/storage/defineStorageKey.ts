import type { CheckProblem } from '../schemas/checks.js'

/** The outcome of a storage codec: the value, or what is wrong with the input (paths relative to the key). */
export type StorageCodecResult<T> = { ok: true; value: T } | { ok: false; problems: CheckProblem[] }

/**
 * A hand-written schema for one key: `decode` checks a stored (JSON) value and returns what `get` gives, `encode`
 * checks what `set` takes and returns what is stored. WalletPort's own keys use these, so that reading storage at
 * start-up loads no zod.
 */
export interface StorageCodec<TValue> {
  decode(stored: unknown): StorageCodecResult<TValue>
  encode(value: TValue): StorageCodecResult<unknown>
}

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined
      }[]
    }

/** A Standard Schema (https://standardschema.dev), as zod's schemas are: run synchronously, both ways. */
export interface StandardSchemaLike<TOutput = unknown> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    validate(value: unknown): StandardResult<TOutput> | Promise<StandardResult<TOutput>>
    readonly types?: { readonly input: unknown; readonly output: TOutput } | undefined
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any value type; the definitions keep their own
export type StorageSchema = StorageCodec<any> | StandardSchemaLike<any>

export interface StorageKeyDefinition<TSchema extends StorageSchema = StorageSchema> {
  /** Written into every envelope; bump it when the stored shape changes. */
  version: number
  /**
   * Checks the stored value on read and the value on write: a `StorageCodec`, or any Standard Schema such as a zod
   * schema (an app's own keys), which then checks both ways alike (no codecs: store the form you read).
   */
  schema: TSchema
  /** Turns a value written under another version into one `schema` decodes; a failure drops the value. */
  migrate?: (value: unknown, fromVersion: number) => unknown
}

export type StorageKeyMap = Record<string, StorageKeyDefinition>

/** What `get` returns and `set` takes for a key. */
export type StorageValue<TDefinition extends StorageKeyDefinition> =
  TDefinition['schema'] extends StorageCodec<infer T>
    ? T
    : TDefinition['schema'] extends StandardSchemaLike<infer T>
      ? T
      : never

/** Exists for type inference only. */
export function defineStorageKey<TSchema extends StorageSchema>(
  definition: StorageKeyDefinition<TSchema>,
): StorageKeyDefinition<TSchema> {
  return definition
}
