import type * as z from 'zod/mini'
import { HttpRequestError } from '../../errors/chainClient.js'
import { type ParsableSchema, parseWithSchema } from '../../schemas/parseWithSchema.js'
import type { ClientContext } from '../context.js'

/** GETs `url` with the platform's fetch and checks the JSON body against `schema` (a service is untrusted input). */
export async function requestJson<TSchema extends ParsableSchema>(
  context: ClientContext,
  url: string,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  let response: Response
  try {
    response = await context.platform.fetch(url, { headers: { accept: 'application/json' } })
  } catch (cause) {
    throw new HttpRequestError({ url, cause })
  }
  if (!response.ok) throw new HttpRequestError({ url, status: response.status })
  let body: unknown
  try {
    body = await response.json()
  } catch (cause) {
    throw new HttpRequestError({ url, status: response.status, details: 'The body is not JSON', cause })
  }
  return parseWithSchema(schema, body, 'response')
}
