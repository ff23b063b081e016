import { WalletPortError } from '@walletport/core'

// The errors of sending, apart from errors.ts (which the start path uses), so they load with the sending code.

/** A transfer the chain would refuse because of its existential deposit, caught before anything is signed. */
export class ExistentialDepositError extends WalletPortError {
  override name = 'ExistentialDepositError'
  constructor({ reason, details }: { reason: string; details: string }) {
    super(reason, { details })
  }
}

/** The sender cannot pay the amount plus the fee from what is transferable. */
export class InsufficientFundsError extends WalletPortError {
  override name = 'InsufficientFundsError'
  constructor({ details }: { details: string }) {
    super('Insufficient funds for the amount and the fee', { details })
  }
}

/** The extrinsic was included but its call failed; the message is the runtime's error, decoded from metadata. */
export class PolkadotDispatchError extends WalletPortError {
  override name = 'PolkadotDispatchError'
  /** 'balances.InsufficientBalance', or the error kind ('BadOrigin', 'Token.FundsUnavailable'…). */
  readonly error: string
  readonly hash: string
  readonly blockHash: string
  constructor({
    error,
    docs,
    hash,
    blockHash,
  }: { error: string; docs: string; hash: string; blockHash: string }) {
    super(docs ? `${error}: ${docs}` : error, { details: `Extrinsic ${hash} in block ${blockHash}` })
    this.error = error
    this.hash = hash
    this.blockHash = blockHash
  }
}
