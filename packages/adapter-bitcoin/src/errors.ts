import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** The address's UTXOs cannot pay the amount plus the fee. */
export class InsufficientFundsError extends WalletPortError {
  override name = 'InsufficientFundsError'
  readonly required: bigint
  readonly available: bigint
  constructor({ required, available }: { required: bigint; available: bigint }) {
    super(`Insufficient funds: ${required} sats needed (amount + fee), ${available} sats available`)
    this.required = required
    this.available = available
  }
}

/** The node refused the transaction because its fee rate is under the relay minimum. */
export class FeeTooLowError extends WalletPortError {
  override name = 'FeeTooLowError'
  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Fee too low: the node refused the transaction (minimum relay fee not met)', parameters)
  }
}

/** The node refused a broadcast for another reason; `details` carries its message. */
export class BroadcastError extends WalletPortError {
  override name = 'BroadcastError'
  constructor(parameters: WalletPortErrorParameters = {}) {
    super('The node refused the transaction', parameters)
  }
}

/** The payment amount is below what the network relays. */
export class DustAmountError extends WalletPortError {
  override name = 'DustAmountError'
  constructor({ amount, dust }: { amount: bigint; dust: number }) {
    super(`Amount too small: ${amount} sats is below the ${dust} sats dust limit`)
  }
}

/** A PSBT that does not decode, or inputs to sign that it does not have. */
export class InvalidPsbtError extends WalletPortError {
  override name = 'InvalidPsbtError'
  constructor({ details, cause }: { details: string; cause?: unknown }) {
    super('Invalid PSBT', { details, ...(cause === undefined ? {} : { cause }) })
  }
}
