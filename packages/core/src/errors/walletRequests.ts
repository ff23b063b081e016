// Errors of requests to a connected wallet (sign, send): only the lazily loaded actions throw them, so they stay
// out of the first chunk (a module shared with start-up code would bring every class it exports into that chunk).
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** The wallet's account, network or connection changed while a request to it was open: its answer is dropped. */
export class WalletConnectionChangedError extends WalletPortError {
  override name = 'WalletConnectionChangedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('The wallet connection changed while the request was open', parameters)
  }
}

/** A transaction was asked for while `limit` were already waiting for the wallet (spec section 9: 99). */
export class TooManyPendingTransactionsError extends WalletPortError {
  override name = 'TooManyPendingTransactionsError'
  readonly limit: number

  constructor({ limit, ...parameters }: WalletPortErrorParameters & { limit: number }) {
    super('Too many transactions are waiting for the wallet', {
      details: `Expected fewer than ${limit} pending transactions before a new one, received ${limit} pending`,
      ...parameters,
    })
    this.limit = limit
  }
}
