import type { TransferQuote } from '../adapter/types.js'
import type { Network } from '../networks/types.js'

/** Something the account can send: the network's native coin or a token the app configured. */
export interface SendAsset {
  /** The token's contract (ERC-20) or mint (SPL); absent for the native coin. */
  token?: string
  name: string
  symbol: string
  decimals: number
  /** The account's balance in the smallest unit. */
  balance: bigint
  iconUrl?: string
}

/** What `checkSendAmount` needs besides the amount. */
export interface SendAmountContext {
  asset: SendAsset
  network: Network
  /** The native balance (pays the fee when sending a token). */
  nativeBalance: bigint
  /** Known once the recipient is set; without it only the balance is checked. */
  quote?: TransferQuote
}
