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

/**
 * The network has no node: its `rpcUrls.default` lists no URL (network presets carry none until the app gives one)
 * and no hosted RPC base was configured. Thrown where a node is first needed; the message says how to give one.
 */
export class RpcUrlNotFoundError extends WalletPortError {
  override name = 'RpcUrlNotFoundError'
  readonly caipNetworkId: string

  constructor(network: { name: string; caipNetworkId: string }) {
    super(
      `No RPC URL for network "${network.name}" (${network.caipNetworkId}): give it your node with ` +
        'withRpc(network, url) or endpoints.rpc, or opt in to its public endpoint with withPublicRpc(network)',
      {
        details:
          'Network presets carry no public RPC, so that a page only talks to hosts the app names. withRpc and ' +
          'withPublicRpc are exported by @walletport/core and @walletport/core/networks.',
      },
    )
    this.caipNetworkId = network.caipNetworkId
  }
}
