import {
  createDefaultAuthorizationCache,
  createDefaultChainSelector,
  LocalSolanaMobileWalletAdapterWallet,
} from '@solana-mobile/wallet-standard-mobile'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import type { Network } from '@walletport/core'
import { toStandardChains } from '../toStandardChain.js'
import { withLocalNetworkAccess } from './withLocalNetworkAccess.js'

/**
 * The Solana Mobile Wallet Adapter's Wallet Standard wallet for `networks`: its connect opens the phone's MWA
 * wallet app (`solana-wallet:` association, then a WebSocket to the app on localhost). The app is named to the
 * wallet by the page's title and origin. A missing wallet app ends the connect with the package's error: its own
 * 'not found' dialog, which loads a web font from Google and may send the user to solanamobile.com, is replaced
 * by nothing.
 */
export function createMobileWalletAdapterWallet(networks: readonly Network[], page: Window): Wallet {
  const wallet = new LocalSolanaMobileWalletAdapterWallet({
    appIdentity: { name: page.document.title || page.location.host, uri: page.location.origin },
    authorizationCache: createDefaultAuthorizationCache(),
    chains: [...new Set(networks.flatMap(toStandardChains))] as IdentifierString[],
    chainSelector: createDefaultChainSelector(),
    onWalletNotFound: async () => {},
  })
  return withLocalNetworkAccess(wallet, {
    permissions: page.navigator.permissions,
    fetch: (...args) => page.fetch(...args),
  })
}
