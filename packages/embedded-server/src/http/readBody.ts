import type { Context } from 'hono'
import type * as z from 'zod'
import { ApiError } from './ApiError.js'

/** Parses the JSON body with `schema`; a bad body answers 400 naming the first offending field. */
export async function readBody<Schema extends z.ZodType>(
  context: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let json: unknown
  try {
    json = await context.req.json()
  } catch {
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'Invalid request: the body is not JSON',
    })
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue?.path.join('.') || 'body'
  throw new ApiError({
    status: 400,
    code: 'invalid_request',
    message: `Invalid request: ${path}: ${issue?.message ?? 'invalid'}`,
  })
}
