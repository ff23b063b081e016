import { WalletPortError, type WalletPortErrorParameters } from '../../errors/base.js'

/** A sign-in message field breaks the EIP-4361 / CAIP-122 grammar; `field` names it. */
export class InvalidSiwxMessageError extends WalletPortError {
  override name = 'InvalidSiwxMessageError'
  readonly field: string

  constructor({ field, rule, ...parameters }: { field: string; rule: string } & WalletPortErrorParameters) {
    super(`Invalid sign-in message: ${field} ${rule}`, parameters)
    this.field = field
  }
}

/** A session came back with a nonce this sign-in never issued, or one already spent (a replay). */
export class SiwxNonceError extends WalletPortError {
  override name = 'SiwxNonceError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Sign-in nonce was not issued here or was already used', parameters)
  }
}

/** A signed session failed a check; `reason` says which. */
export class SiwxSessionRejectedError extends WalletPortError {
  override name = 'SiwxSessionRejectedError'
  readonly reason: string

  constructor({ reason, ...parameters }: { reason: string } & WalletPortErrorParameters) {
    super(`Sign-in session rejected: ${reason}`, parameters)
    this.reason = reason
  }
}
