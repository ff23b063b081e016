import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/** A wallet request (sign, send, switch) while no wallet is connected on eip155. */
export class WalletNotConnectedError extends WalletPortError {
  override name = 'WalletNotConnectedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No wallet is connected', parameters)
  }
}
