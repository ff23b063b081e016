import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** The wallet answered a WalletConnect request with something of the wrong shape; `details` says what came. */
export class InvalidWalletResponseError extends WalletPortError {
  override name = 'InvalidWalletResponseError'
  readonly method: string

  constructor({ method, ...parameters }: { method: string } & WalletPortErrorParameters) {
    super(`The wallet's answer to ${method} is malformed`, parameters)
    this.method = method
  }
}

/** Bytes that are not a serialized Solana transaction (legacy or versioned), or lack the expected signer. */
export class InvalidSolanaTransactionError extends WalletPortError {
  override name = 'InvalidSolanaTransactionError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Invalid Solana transaction', parameters)
  }
}
