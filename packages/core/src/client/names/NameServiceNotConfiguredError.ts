import { WalletPortError, type WalletPortErrorParameters } from '../../errors/base.js'

/** A name action was called but the app passed no `nameService` option. */
export class NameServiceNotConfiguredError extends WalletPortError {
  override name = 'NameServiceNotConfiguredError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No name service configured', parameters)
  }
}
