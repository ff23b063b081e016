import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** Bytes that are not a serialized Solana transaction (legacy or versioned), or lack the expected signer. */
export class InvalidSolanaTransactionError extends WalletPortError {
  override name = 'InvalidSolanaTransactionError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Invalid Solana transaction', parameters)
  }
}
