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

/** Replaces `SignatureDeclinedError` when the account is a smart account. */
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

/** Both the sign-in config option and the sign-in extension option were given. */
export class ConflictingSignInOptionsError extends WalletPortError {
  override name = 'ConflictingSignInOptionsError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}
