import * as z from 'zod/mini'
import { caipNetworkIdSchema } from './chain.js'

const nonEmptyStringSchema = z.string().check(z.minLength(1))

const siwxRequestShape = {
  chainId: caipNetworkIdSchema,
  nonce: nonEmptyStringSchema,
  domain: nonEmptyStringSchema,
  uri: nonEmptyStringSchema,
  version: nonEmptyStringSchema,
  statement: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
}

/** A sign-in request before the wallet has picked the account: every message field but the account. */
export const siwxRequestSchema = z.looseObject(siwxRequestShape)
export type SiwxRequest = z.output<typeof siwxRequestSchema>

/** Sign-in message fields; extra fields are kept, since chains add their own (spec section 3). */
export const siwxMessageDataSchema = z.looseObject({
  ...siwxRequestShape,
  accountAddress: nonEmptyStringSchema,
})
export type SiwxMessageData = z.output<typeof siwxMessageDataSchema>

export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: nonEmptyStringSchema,
  signature: nonEmptyStringSchema,
  /** CAIP-74 object capability; its inner shape is the verifier's business. */
  cacao: z.optional(z.record(z.string(), z.unknown())),
})
export type SiwxSession = z.output<typeof siwxSessionSchema>
