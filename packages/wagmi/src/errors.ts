import { type Network, WalletPortError } from '@walletport/core'

/** `toWagmiChain` or `createWagmiConfig` was given a network of another namespace. */
export class NotAnEvmNetworkError extends WalletPortError {
  override name = 'NotAnEvmNetworkError'
  constructor(network: Pick<Network, 'caipNetworkId'>) {
    super(`Expected an eip155 network, got "${network.caipNetworkId}"`)
  }
}

/** `createWagmiConfig` found no eip155 network in the client's options. */
export class NoEvmNetworksError extends WalletPortError {
  override name = 'NoEvmNetworksError'
  constructor() {
    super('The WalletPort client has no eip155 network', {
      details:
        'Give createWalletPort an EVM adapter and at least one eip155 network before making a wagmi config.',
    })
  }
}

/** wagmi asked to switch to a chain the WalletPort client was not given. */
export class EvmNetworkNotConfiguredError extends WalletPortError {
  override name = 'EvmNetworkNotConfiguredError'
  constructor(chainId: number, configured: readonly number[]) {
    super(`Chain ${chainId} is not one of the WalletPort client's eip155 networks`, {
      details: `Configured: ${configured.join(', ') || 'none'}. Add it to createWalletPort's networks.`,
    })
  }
}

/** The modal closed before an EVM wallet connected (wagmi's `connect` rejects with this). */
export class ConnectModalClosedError extends WalletPortError {
  override name = 'ConnectModalClosedError'
  constructor() {
    super('The connect modal was closed before an EVM wallet connected', { code: 4001 })
  }
}
