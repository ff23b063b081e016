import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** Sign-in startup failed; the wallet is disconnected and the view reset. */
export class SiwxInitializationError extends WalletPortError {
  override name = 'SiwxInitializationError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

export class SignatureDeclinedError extends WalletPortError {
  override name = 'SignatureDeclinedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Signature declined', parameters)
  }
}

/** Replaces `SignatureDeclinedError` when the account is a smart account, or its signature was not verified. */
export class SmartAccountSignatureError extends WalletPortError {
  override name = 'SmartAccountSignatureError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

export class SiwxNotEnabledError extends WalletPortError {
  override name = 'SiwxNotEnabledError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

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

/** `SiwxSessionRejectedError`'s reason when the signature is a smart account's that did not verify. */
export const SMART_ACCOUNT_SIGNATURE_REASON = 'smart account signature not verified'

/** A signed session failed a check; `reason` says which. */
export class SiwxSessionRejectedError extends WalletPortError {
  override name = 'SiwxSessionRejectedError'
  readonly reason: string

  constructor({ reason, ...parameters }: { reason: string } & WalletPortErrorParameters) {
    super(`Sign-in session rejected: ${reason}`, parameters)
    this.reason = reason
  }
}

/** A sign-in asked for while no network (or no adapter for it) is active. */
export class NoActiveNetworkOrClientError extends WalletPortError {
  override name = 'NoActiveNetworkOrClientError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}
