import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** A wallet request (sign, send, switch) while no wallet is connected on cosmos. */
export class WalletNotConnectedError extends WalletPortError {
  override name = 'WalletNotConnectedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No wallet is connected', parameters)
  }
}

/** The node refused a transaction (CheckTx or simulation); `reason` is the Cosmos SDK error name. */
export class TransactionRefusedError extends WalletPortError {
  override name = 'TransactionRefusedError'
  readonly reason: string

  constructor({ reason, ...parameters }: { reason: string } & WalletPortErrorParameters) {
    super(`The node refused the transaction: ${reason}`, parameters)
    this.reason = reason
  }
}
