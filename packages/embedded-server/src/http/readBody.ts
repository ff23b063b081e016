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
  const nul = findNul(json, [])
  if (nul)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: `Invalid request: ${nul.join('.') || 'body'}: must not contain a NUL character`,
    })
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

/** The path of the first string (value or key) holding U+0000, which PostgreSQL's text cannot store. */
function findNul(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')]
    const found = findNul(entry, [...path, key])
    if (found) return found
  }
  return undefined
}
