import type { z } from 'zod'
import { SchemaValidationError } from './SchemaValidationError.js'
import { toSchemaIssues } from './toSchemaIssues.js'

/** Parses `value` with `schema`; throws a `SchemaValidationError` whose paths start with `label` when given. */
export function parseWithSchema<TSchema extends z.ZodType>(
  schema: TSchema,
  value: unknown,
  label?: string,
): z.output<TSchema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new SchemaValidationError(toSchemaIssues(result.error, value, label), {
    details: result.error.issues.map((issue) => issue.message).join('; '),
    cause: result.error,
  })
}
