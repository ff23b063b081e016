import { z } from 'zod'
import { ACCOUNT_TYPES } from '../caip/types.js'
import { emailSchema } from './auth.js'
import { chainIdSchema } from './chain.js'

export const accountTypeSchema = z.enum(ACCOUNT_TYPES)

/** The embedded wallet only knows EOAs and smart accounts (`payment` is a Bitcoin-only type). */
export const frameAccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type FrameAccountType = z.output<typeof frameAccountTypeSchema>

/** The user the embedded wallet reports after a login (spec section 3, "User payload"). */
export const userPayloadSchema = z.object({
  email: emailSchema.nullish(),
  address: z.string().min(1),
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: z.string().min(1), type: frameAccountTypeSchema })).optional(),
  userName: z.string().nullish(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: frameAccountTypeSchema.optional(),
})
export type UserPayload = z.output<typeof userPayloadSchema>
