import { WalletPortError } from './base.js'

/** App options that break a rule `resolveOptions` checks (a duplicate adapter or network, a field of the wrong type). */
export class InvalidOptionsError extends WalletPortError {
  override name = 'InvalidOptionsError'
}
