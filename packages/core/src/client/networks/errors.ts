import { WalletPortError, type WalletPortErrorParameters } from '../../errors/base.js'

/** The app turned network switching off (`enableNetworkSwitch: false`). */
export class NetworkSwitchDisabledError extends WalletPortError {
  override name = 'NetworkSwitchDisabledError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Network switching is disabled', {
      details: 'The app set enableNetworkSwitch to false.',
      ...parameters,
    })
  }
}
