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
  /** The wallet's icon (http(s) or data: image URL); app-defined entries only, the bundled directory has none. */
  iconUrl?: string
}

/** An app-defined wallet for the lists: a directory entry with its links and, optionally, its icon. */
export type CustomWallet = DirectoryWallet

/** Where the wallet lists come from: the app's directory URL (else the bundled one) and its own wallets first. */
export type WalletDirectorySource =
  | string
  | { url?: string | undefined; customWallets?: readonly CustomWallet[] | undefined }
