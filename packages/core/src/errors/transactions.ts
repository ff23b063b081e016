// Errors of a transaction or amount the app or user gave (send flows, adapters' sendTransaction): none is thrown
// before a wallet is connected, so they stay out of the first chunk (see walletRequests.ts).
import { WalletPortError, type WalletPortErrorParameters } from './base.js'
import { describeValue } from './describeValue.js'

/** EIP-1559 fees where the priority fee (tip) exceeds the fee cap. */
export class TipAboveFeeCapError extends WalletPortError {
  override name = 'TipAboveFeeCapError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('`maxFeePerGas` cannot be less than the `maxPriorityFeePerGas`', parameters)
  }
}

/** A decimal amount that cannot be read in a currency's units. */
export class InvalidAmountError extends WalletPortError {
  override name = 'InvalidAmountError'
  readonly amount: string

  constructor({ amount, expected }: { amount: string; expected: string }) {
    super(`Invalid amount ${describeValue(amount)}: expected ${expected}`)
    this.amount = amount
  }
}

/**
 * The node refused a transaction before inclusion (its checks or simulation, a stale nonce, fees it cannot pay) or
 * dropped it; `reason` is the chain's own name or text for it.
 */
export class TransactionRefusedError extends WalletPortError {
  override name = 'TransactionRefusedError'
  readonly reason: string

  constructor({ reason, ...parameters }: { reason: string } & WalletPortErrorParameters) {
    super(`The node refused the transaction: ${reason}`, parameters)
    this.reason = reason
  }
}
