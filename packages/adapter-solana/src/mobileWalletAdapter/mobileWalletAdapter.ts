import type { Wallet } from '@wallet-standard/base'
import type { Connector, Network } from '@walletport/core'
import type { SolanaConnectorSource } from '../types.js'
import { supportsMobileWalletAdapter } from './supportsMobileWalletAdapter.js'

/** In the form of discovered wallets' ids (`toStandardConnector`). */
export const MOBILE_WALLET_ADAPTER_CONNECTOR_ID = 'wallet-standard:mobile-wallet-adapter'

export interface MobileWalletAdapterParameters {
  /** The adapter's networks: the clusters the wallet app is asked for. */
  networks: readonly Network[]
}

/**
 * The Solana Mobile Wallet Adapter as a connector source:
 * `createSolanaAdapter({ networks, connectors: [mobileWalletAdapter({ networks })] })`. Where it works (Android
 * Chrome, `supportsMobileWalletAdapter`) it lists 'Mobile Wallet Adapter' and starts loading
 * `@solana-mobile/wallet-standard-mobile` (a chunk of its own), so the wallet is ready when the user chooses it;
 * anywhere else it lists nothing and loads nothing. A failed load is the connect's error, and the next connect
 * loads again.
 */
export function mobileWalletAdapter({ networks }: MobileWalletAdapterParameters): SolanaConnectorSource {
  const page = typeof window === 'undefined' ? undefined : window
  const supported =
    page !== undefined &&
    supportsMobileWalletAdapter({
      userAgent: page.navigator.userAgent,
      isSecureContext: page.isSecureContext,
    })
  const connector: Connector = {
    id: MOBILE_WALLET_ADAPTER_CONNECTOR_ID,
    name: 'Mobile Wallet Adapter',
    type: 'EXTERNAL',
    chain: 'solana',
  }
  let wallet: Promise<Wallet> | undefined
  const load = (window: Window) => {
    wallet ??= import('./createMobileWalletAdapterWallet.js').then(
      ({ createMobileWalletAdapterWallet }) => createMobileWalletAdapterWallet(networks, window),
      (error: unknown) => {
        wallet = undefined
        throw error
      },
    )
    return wallet
  }
  return {
    getConnectors() {
      if (!supported || page === undefined) return []
      load(page).catch(() => undefined)
      return [connector]
    },
    // Asked only for the connector `getConnectors` listed, so only where it is supported.
    getProvider: () => load(page!),
  }
}
