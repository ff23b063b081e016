import * as z from 'zod/mini'
import { ACCOUNT_TYPES } from '../caip/types.js'
import { emailSchema } from './auth.js'
import { chainIdSchema } from './chain.js'

export const accountTypeSchema = z.enum(ACCOUNT_TYPES)

/** The embedded wallet only knows EOAs and smart accounts (`payment` is a Bitcoin-only type). */
export const frameAccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type FrameAccountType = z.output<typeof frameAccountTypeSchema>

const addressSchema = z.string().check(z.minLength(1))

/** The user the embedded wallet reports after a login (spec section 3, "User payload"). */
export const userPayloadSchema = z.object({
  email: z.nullish(emailSchema),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: addressSchema, type: frameAccountTypeSchema }))),
  userName: z.nullish(z.string()),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(frameAccountTypeSchema),
})
export type UserPayload = z.output<typeof userPayloadSchema>
