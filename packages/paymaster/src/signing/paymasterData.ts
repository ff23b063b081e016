import { concat, getBytes, toBeHex, type Wallet, zeroPadValue } from 'ethers'
import type { UserOperation } from '../rpc/userOperationSchema.js'
import { type PaymasterFields, verifyingPaymasterHash } from './verifyingPaymasterHash.js'

const uint48 = (value: number) => zeroPadValue(toBeHex(value), 6)

/**
 * A signature of the right length that recovers to nobody: gas estimation runs the paymaster's check on it (which
 * fails softly, as a signature failure, never a revert).
 */
export const STUB_SIGNATURE = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`

/** paymasterData = validUntil (6) ‖ validAfter (6) ‖ signature (65), as VerifyingPaymaster.sol reads it. */
export function stubPaymasterData(fields: PaymasterFields): string {
  return concat([uint48(fields.validUntil), uint48(fields.validAfter), STUB_SIGNATURE])
}

export async function signPaymasterData(
  signer: Wallet,
  userOperation: UserOperation,
  chainId: bigint,
  fields: PaymasterFields,
): Promise<string> {
  const hash = verifyingPaymasterHash(userOperation, chainId, fields)
  const signature = await signer.signMessage(getBytes(hash))
  return concat([uint48(fields.validUntil), uint48(fields.validAfter), signature])
}
