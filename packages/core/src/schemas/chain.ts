import * as z from 'zod/mini'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { SOLANA_PREFLIGHT_COMMITMENTS } from './solanaCommitments.js'

/** A chain id as apps and the frame pass it: a non-empty string (CAIP-2 or reference) or a number. */
export const chainIdSchema = z.union([z.string().check(z.minLength(1)), z.number()])

/** CAIP-2 `namespace:reference`, by the same grammar as `parseCaipNetworkId`. */
export const caipNetworkIdSchema = z
  .string()
  .check(z.refine(isCaipNetworkId)) as unknown as z.ZodMiniType<CaipNetworkId>

/** `0x` followed by hex digits; the spec only demands the prefix, hex digits keep garbage out of RPC calls. */
const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

export const batchedCallSchema = z.object({
  to: hexSchema.check(z.refine((value) => value.length > 2)),
  data: hexSchema,
  /** Wei as bigint, or a hex / decimal string once serialised for the frame. */
  value: z.optional(
    z.union([z.bigint().check(z.gte(0n)), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/))]),
  ),
})
export const batchedCallsSchema = z.array(batchedCallSchema).check(z.minLength(1))
export type BatchedCall = z.output<typeof batchedCallSchema>

export { SOLANA_PREFLIGHT_COMMITMENTS } from './solanaCommitments.js'
export const solanaPreflightCommitmentSchema = z.enum(SOLANA_PREFLIGHT_COMMITMENTS)
export type SolanaPreflightCommitment = z.output<typeof solanaPreflightCommitmentSchema>
