import type { WalletPortClient } from '@walletport/core'
import type { Messages } from '../messages.js'

/** What every view receives; views read state through hooks and act through `client`. */
export interface ViewProps {
  client: WalletPortClient
  messages: Messages
  /** The app's own wallet directory (JSON); the bundled one when absent. */
  walletDirectoryUrl?: string
}
