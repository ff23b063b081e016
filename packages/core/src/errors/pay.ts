import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** The user refused the payment in the wallet. */
export class PaymentRejectedError extends WalletPortError {
  override name = 'PaymentRejectedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('The payment was declined in the wallet', parameters)
  }
}

/** The user closed the modal before the payment was sent. */
export class PaymentCancelledError extends WalletPortError {
  override name = 'PaymentCancelledError'

  constructor() {
    super('The payment was cancelled: the modal was closed before it was sent')
  }
}

/** The paying account holds less of the asset (or of the native coin for the fee) than the payment needs. */
export class InsufficientPaymentBalanceError extends WalletPortError {
  override name = 'InsufficientPaymentBalanceError'

  constructor({ needed, balance }: { needed: string; balance: string }) {
    super(`Not enough funds for this payment: it needs ${needed}, the wallet holds ${balance}`)
  }
}

/** The wallet is on another network and could not (or may not) switch to the payment's. */
export class PaymentNetworkError extends WalletPortError {
  override name = 'PaymentNetworkError'

  constructor({
    expected,
    current,
    ...parameters
  }: { expected: string; current: string } & WalletPortErrorParameters) {
    super(`The payment is on ${expected}, the wallet is on ${current} and could not switch`, {
      details: `Expected network: ${expected}\nCurrent network: ${current}`,
      ...parameters,
    })
  }
}

/** The request names a network the app did not configure, or an asset the wallet's adapter cannot read. */
export class InvalidPaymentError extends WalletPortError {
  override name = 'InvalidPaymentError'
}
