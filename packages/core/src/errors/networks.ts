import { WalletPortError, type WalletPortErrorParameters } from './base.js'

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

/** `defineNetwork` input that breaks the `Network` contract; `field` is the dotted path of the bad value. */
export class InvalidNetworkError extends WalletPortError {
  override name = 'InvalidNetworkError'
  readonly field: string

  constructor(
    field: string,
    rule: string,
    parameters: { network?: string | undefined; cause?: unknown } = {},
  ) {
    const subject = parameters.network ? `network "${parameters.network}"` : 'network'
    super(`Invalid ${subject}: ${field} ${rule}`, { cause: parameters.cause })
    this.field = field
  }
}

/** The network lists no RPC URL and no hosted RPC base was configured. */
export class RpcUrlNotFoundError extends WalletPortError {
  override name = 'RpcUrlNotFoundError'

  constructor(network: { name: string; caipNetworkId: string }) {
    super(`No RPC URL for network "${network.name}" (${network.caipNetworkId})`)
  }
}
