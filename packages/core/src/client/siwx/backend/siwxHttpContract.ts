import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../../../schemas/chain.js'
import { siwxMessageDataSchema, siwxRequestSchema, siwxSessionSchema } from '../../../schemas/siwx.js'

// The HTTP contract between `createBackendSiwx` (the page) and `createSiwxRequestHandler` (the app's server),
// below one base URL. JSON both ways; the session travels as an HttpOnly cookie, never through the page.
//   POST   {base}/request  { chainId, accountAddress? }  → { request }    a message to sign, fields set by the server
//   POST   {base}/session  { session }                   → { session }    verified, then the cookie is set
//   GET    {base}/session?chainId=&address=              → { sessions }   this cookie's live sessions, re-verified
//   DELETE {base}/session?chainId=&address=              → 204            one session (all without parameters)
// Failures: { error } with 400 (malformed), 401 (session refused), 403 (origin), 404, 405, 413.

export const SIWX_REQUEST_PATH = '/request'
export const SIWX_SESSION_PATH = '/session'

export const siwxRequestBodySchema = z.object({
  chainId: caipNetworkIdSchema,
  accountAddress: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
})

/** A request without account (the wallet picks it) or with the account asked for. */
export const siwxIssuedRequestSchema = z.union([siwxMessageDataSchema, siwxRequestSchema])

export const siwxRequestAnswerSchema = z.object({ request: siwxIssuedRequestSchema })
export const siwxSessionAnswerSchema = z.object({ session: siwxSessionSchema })
export const siwxSessionsAnswerSchema = z.object({ sessions: z.array(siwxSessionSchema) })
export const siwxErrorAnswerSchema = z.object({ error: z.string() })
