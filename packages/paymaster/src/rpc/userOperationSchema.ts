import { z } from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'hex string')
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'hex quantity')
  .transform((text) => BigInt(text))
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'address')

/**
 * An ERC-4337 v0.7/v0.8 user operation as bundlers and ERC-7677 pass it (unpacked, hex quantities). Paymaster
 * fields and the signature may be present (stub values); they are not part of what the policy looks at.
 */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.or(z.literal('0x7702')).nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
})

export type UserOperation = z.infer<typeof userOperationSchema>

/** `[userOp, entryPoint, chainId, context]` of `pm_getPaymasterStubData` and `pm_getPaymasterData`. */
export const paymasterParamsSchema = z.tuple([
  userOperationSchema,
  address,
  quantity,
  z.record(z.string(), z.unknown()).nullish(),
])
