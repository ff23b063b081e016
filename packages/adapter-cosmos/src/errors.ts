import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** The node refused a transaction (CheckTx or simulation); `reason` is the Cosmos SDK error name. */
export class TransactionRefusedError extends WalletPortError {
  override name = 'TransactionRefusedError'
  readonly reason: string

  constructor({ reason, ...parameters }: { reason: string } & WalletPortErrorParameters) {
    super(`The node refused the transaction: ${reason}`, parameters)
    this.reason = reason
  }
}
