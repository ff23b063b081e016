import { WalletPortError } from '@walletport/core'

/** The extension answered, but shares no account usable on the network (none allowed, or all tied to other chains). */
export class NoPolkadotAccountsError extends WalletPortError {
  override name = 'NoPolkadotAccountsError'
  constructor({ wallet, network }: { wallet: string; network: string }) {
    super(`${wallet} shares no account for ${network}`, {
      details: `Expected at least one account usable on ${network}, received none. Allow one for this site in the extension (accounts tied to other chains are left out).`,
    })
  }
}

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

/** An address that breaks an SS58 rule; the message names the rule (internal: shown as InvalidAddressError's details). */
export class Ss58Error extends Error {
  override name = 'Ss58Error'
}
