import { z } from 'zod'
import { caipNetworkIdSchema } from './chain.js'

/** Sign-in message fields; extra fields are kept, since chains add their own (spec section 3). */
export const siwxMessageDataSchema = z.looseObject({
  chainId: caipNetworkIdSchema,
  accountAddress: z.string().min(1),
  nonce: z.string().min(1),
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.string().min(1),
  statement: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
  notBefore: z.string().optional(),
  requestId: z.string().optional(),
  resources: z.array(z.string()).optional(),
})
export type SiwxMessageData = z.output<typeof siwxMessageDataSchema>

export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string().min(1),
  signature: z.string().min(1),
  /** CAIP-74 object capability; its inner shape is the verifier's business. */
  cacao: z.record(z.string(), z.unknown()).optional(),
})
export type SiwxSession = z.output<typeof siwxSessionSchema>
