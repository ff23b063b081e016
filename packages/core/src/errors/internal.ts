import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** An account action (sign, send) while no account is connected on the active namespace. */
export class NoActiveCaipAddressError extends WalletPortError {
  override name = 'NoActiveCaipAddressError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}
