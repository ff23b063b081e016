import type * as z from 'zod/mini'
import { SchemaValidationError } from '../errors/schemas.js'
import { describeSchemaIssue } from './describeSchemaIssue.js'
import { toSchemaIssues } from './toSchemaIssues.js'

/** A zod schema of either API (`zod` or `zod/mini`): both carry a `safeParse` method. */
export type ParsableSchema = z.core.$ZodType & {
  safeParse(value: unknown): z.core.util.SafeParseResult<unknown>
}

/**
 * Parses `value` with `schema`; throws a `SchemaValidationError` whose paths start with `label` when given, also
 * when reading the value throws.
 */
export function parseWithSchema<TSchema extends ParsableSchema>(
  schema: TSchema,
  value: unknown,
  label?: string,
): z.output<TSchema> {
  let result: z.core.util.SafeParseResult<unknown>
  try {
    result = schema.safeParse(value)
  } catch (cause) {
    throw new SchemaValidationError([{ path: label ?? '', message: 'Invalid input' }], {
      details: 'The value could not be read: a getter or proxy in it threw.',
      cause,
    })
  }
  if (result.success) return result.data as z.output<TSchema>
  throw new SchemaValidationError(toSchemaIssues(result.error, value, label), {
    details: result.error.issues.map((issue) => describeSchemaIssue(issue, label)).join('; '),
    cause: result.error,
  })
}
