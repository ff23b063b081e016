import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  registerBitcoinTestWallet,
} from '@walletport/devnet/browser'
import type { DevnetEndpoints } from '../devnetEndpoints.js'

declare global {
  interface Window {
    /** The devnet's Bitcoin test wallet of this page, for end-to-end tests (`setBehavior('reject')`…). */
    __walletportBitcoinWallet?: BitcoinTestWallet
  }
}

export const bitcoinTestWalletName = 'WalletPort Bitcoin Test Wallet'
const AUTHORIZED_KEY = 'walletport-playground:bitcoin-test-wallet-authorized'

/**
 * Puts the devnet's Bitcoin test wallet (regtest; `defaultBitcoinTestKeys`, which the devnet funds with ten
 * mature block rewards at start) into the page as real wallets do: a sats-connect provider and a Wallet Standard
 * wallet. Like an extension, it remembers across reloads that the site was allowed (a silent reconnect then
 * succeeds).
 */
export function injectBitcoinTestWallet(endpoints: DevnetEndpoints): void {
  const wallet = createBitcoinTestWallet({
    esploraUrl: endpoints.bitcoinEsploraUrl,
    network: 'Regtest',
    networks: ['Regtest'],
    authorized: localStorage.getItem(AUTHORIZED_KEY) === 'true',
    onAuthorizedChange: (authorized) => localStorage.setItem(AUTHORIZED_KEY, String(authorized)),
  })
  registerBitcoinTestWallet(wallet, {
    window: window as unknown as EventTarget & Record<string, unknown>,
    name: bitcoinTestWalletName,
  })
  window.__walletportBitcoinWallet = wallet
}
