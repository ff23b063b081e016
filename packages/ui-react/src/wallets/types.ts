import type { ChainNamespace } from '@walletport/core'

/** Where a wallet can be installed from. */
export interface WalletInstallLinks {
  chrome?: string
  firefox?: string
  ios?: string
  android?: string
}

/** One wallet of the directory: public facts only, no images (the modal draws a monogram). */
export interface DirectoryWallet {
  id: string
  name: string
  /** EIP-6963 reverse-DNS id, matched against announced wallets. */
  rdns?: string
  chains: readonly ChainNamespace[]
  homepage: string
  /** Native scheme that opens the app, e.g. 'metamask://'. */
  deepLink?: string
  /** HTTPS link the app claims, e.g. 'https://metamask.app.link'. */
  universalLink?: string
  install?: WalletInstallLinks
}
