import type { WalletPortClient } from '@walletport/core'
import type { Messages } from '../messages.js'
import type { WalletDirectorySource } from '../wallets/types.js'

/** What every view receives; views read state through hooks and act through `client`. */
export interface ViewProps {
  client: WalletPortClient
  messages: Messages
  /**
   * The app's own wallet directory (a JSON URL; the bundled one when absent), or that and the app's custom wallets,
   * listed first (the provider's `walletDirectoryUrl` and `customWallets`).
   */
  walletDirectoryUrl?: WalletDirectorySource
}
