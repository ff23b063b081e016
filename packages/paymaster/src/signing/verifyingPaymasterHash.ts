import { AbiCoder, concat, keccak256, toBeHex, zeroPadValue } from 'ethers'
import type { UserOperation } from '../rpc/userOperationSchema.js'

export interface PaymasterFields {
  paymaster: string
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  validUntil: number
  validAfter: number
}

const uint128 = (value: bigint) => zeroPadValue(toBeHex(value), 16)

/** initCode as the EntryPoint sees it: factory ‖ factoryData, empty for a deployed account. */
export function initCodeOf(userOperation: UserOperation): string {
  return userOperation.factory ? concat([userOperation.factory, userOperation.factoryData ?? '0x']) : '0x'
}

/**
 * `VerifyingPaymaster.getHash(userOp, validUntil, validAfter)` of the devnet's contract, computed off-chain: every
 * field but the signatures, packed as v0.8 packs them, with the chain and the paymaster.
 */
export function verifyingPaymasterHash(
  userOperation: UserOperation,
  chainId: bigint,
  fields: PaymasterFields,
): string {
  return keccak256(
    AbiCoder.defaultAbiCoder().encode(
      [
        'address',
        'uint256',
        'bytes32',
        'bytes32',
        'bytes32',
        'bytes32',
        'uint256',
        'bytes32',
        'uint256',
        'address',
        'uint48',
        'uint48',
      ],
      [
        userOperation.sender,
        userOperation.nonce,
        keccak256(initCodeOf(userOperation)),
        keccak256(userOperation.callData),
        concat([uint128(userOperation.verificationGasLimit), uint128(userOperation.callGasLimit)]),
        concat([uint128(fields.paymasterVerificationGasLimit), uint128(fields.paymasterPostOpGasLimit)]),
        userOperation.preVerificationGas,
        concat([uint128(userOperation.maxPriorityFeePerGas), uint128(userOperation.maxFeePerGas)]),
        chainId,
        fields.paymaster,
        fields.validUntil,
        fields.validAfter,
      ],
    ),
  )
}
