import type * as z from 'zod/mini'

export interface StorageKeyDefinition<TSchema extends z.core.$ZodType = z.core.$ZodType> {
  /** Written into every envelope; bump it when the stored shape changes. */
  version: number
  /** Checks the stored value: decoded on read, encoded on write (a `z.codec` may store another form). */
  schema: TSchema
  /** Turns a value written under another version into one `schema` decodes; a failure drops the value. */
  migrate?: (value: unknown, fromVersion: number) => unknown
}

export type StorageKeyMap = Record<string, StorageKeyDefinition>

/** What `get` returns and `set` takes for a key. */
export type StorageValue<TDefinition extends StorageKeyDefinition> = z.output<TDefinition['schema']>

/** Exists for type inference only. */
export function defineStorageKey<TSchema extends z.core.$ZodType>(
  definition: StorageKeyDefinition<TSchema>,
): StorageKeyDefinition<TSchema> {
  return definition
}
