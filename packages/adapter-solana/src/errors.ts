import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

// InvalidCommitmentError, checked when the adapter is created, is in its own file (invalidCommitmentError.ts), so the
// first chunk of an app holds it and not the errors of sending, which load with the sending code.
export { InvalidCommitmentError } from './invalidCommitmentError.js'

/** The transaction failed in simulation (preflight) or on chain; `logs` are the programs' log lines. */
export class TransactionSimulationError extends WalletPortError {
  override name = 'TransactionSimulationError'
  readonly logs: readonly string[]
  constructor({ reason, logs, cause }: { reason: string; logs: readonly string[]; cause?: unknown }) {
    super(`Transaction simulation failed: ${reason}`, {
      details: logs.length > 0 ? `Logs:\n${logs.join('\n')}` : undefined,
      cause,
    })
    this.logs = logs
  }
}

/** The sender cannot pay the amount plus the fee (or the rent a new account needs). */
export class InsufficientFundsError extends WalletPortError {
  override name = 'InsufficientFundsError'
  readonly logs: readonly string[]
  constructor({ logs, cause }: { logs: readonly string[]; cause?: unknown }) {
    super('Insufficient funds for the transfer and its fee', {
      details: logs.length > 0 ? `Logs:\n${logs.join('\n')}` : undefined,
      cause,
    })
    this.logs = logs
  }
}

/** The transaction's recent blockhash is no longer valid: it was not (and will not be) included. */
export class BlockhashExpiredError extends WalletPortError {
  override name = 'BlockhashExpiredError'
  constructor(parameters: WalletPortErrorParameters & { signature?: string } = {}) {
    super(
      parameters.signature
        ? `Transaction ${parameters.signature} expired: its blockhash is no longer valid`
        : 'Transaction expired: its blockhash is no longer valid',
      parameters,
    )
  }
}

/** `waitForTransaction` did not find the signature on chain before its time-out. */
export class TransactionNotFoundError extends WalletPortError {
  override name = 'TransactionNotFoundError'
  constructor({ hash, ...parameters }: { hash: string } & WalletPortErrorParameters) {
    super(`Transaction ${hash} not found`, parameters)
  }
}

/** A token transfer the sender's token accounts cannot cover. */
export class TokenAccountNotFoundError extends WalletPortError {
  override name = 'TokenAccountNotFoundError'

  constructor({ owner, mint, amount }: { owner: string; mint: string; amount: bigint }) {
    super(`No token account of ${owner} holds ${amount} of ${mint}`, {
      details: 'Expected a token account of the mint with at least the amount sent.',
    })
  }
}

/** A mint address that is no SPL Token (or Token-2022) mint. */
export class InvalidMintError extends WalletPortError {
  override name = 'InvalidMintError'

  constructor({ mint, details }: { mint: string; details: string }) {
    super(`${mint} is not a token mint`, { details })
  }
}
