import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** App options that break a rule `resolveOptions` checks (a duplicate adapter or network, a field of the wrong type). */
export class InvalidOptionsError extends WalletPortError {
  override name = 'InvalidOptionsError'
}

/** Both the sign-in config option and the sign-in extension option were given. */
export class ConflictingSignInOptionsError extends WalletPortError {
  override name = 'ConflictingSignInOptionsError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}
