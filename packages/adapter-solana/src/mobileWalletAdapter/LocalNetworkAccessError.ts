import { WalletPortError } from '@walletport/core'

/**
 * Mobile Wallet Adapter talks to the wallet app over a local WebSocket, which Chrome lets a site open only with
 * its Local Network Access permission ('loopback-network'): asked for (`prompt`) or refused (`denied`).
 */
export class LocalNetworkAccessError extends WalletPortError {
  override name = 'LocalNetworkAccessError'
  readonly state: 'prompt' | 'denied'
  constructor({ state }: { state: 'prompt' | 'denied' }) {
    super(
      state === 'prompt'
        ? 'Allow this site to connect to apps on this device (the browser asks now), then choose Mobile Wallet Adapter again'
        : "This site may not connect to apps on this device: allow 'Local network access' in the site settings",
      { details: `Expected the 'loopback-network' permission granted, received ${state}` },
    )
    this.state = state
  }
}
