import type { Connector } from '@walletport/core'
import type { Eip1193Provider } from './types.js'

export const INJECTED_CONNECTOR_ID = 'injected'

/** The legacy `window.ethereum`, for wallets that do not announce themselves over EIP-6963. */
export function createInjectedConnector(provider: Eip1193Provider): Connector {
  return {
    id: INJECTED_CONNECTOR_ID,
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
    provider,
  }
}
