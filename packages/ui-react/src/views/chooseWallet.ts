import type { WalletPortClient } from '@walletport/core'

/**
 * The user picked a wallet: core routes to ConnectingExternal or ConnectingWalletConnect, or returns the deep
 * link to follow (Solana wallets without their extension), which is followed here.
 */
export function chooseWallet(client: WalletPortClient, wallet: { id: string; name: string; rdns?: string }) {
  const pageUrl = typeof window === 'undefined' ? undefined : window.location.href
  const result = client.selectWallet(wallet, pageUrl === undefined ? {} : { pageUrl })
  if ('redirect' in result) window.location.assign(result.redirect)
}
