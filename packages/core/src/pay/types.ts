import type { TransactionReceipt } from '../adapter/types.js'
import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from '../networks/types.js'

/** What a payment is made in: the network's native coin, or a token (ERC-20 contract, SPL mint). */
export interface PayAsset {
  symbol: string
  decimals: number
  /** Token contract or mint; absent for the native coin. */
  token?: string
}

export interface PayParameters {
  recipient: string
  /** In whole units, as a decimal string ('12.5'). */
  amount: string
  asset: PayAsset
  /** One of the app's networks, or its CAIP-2 id. */
  network: Network | CaipNetworkId
}

export interface PayResult {
  hash: string
  receipt: TransactionReceipt
  /** The paying account. */
  from: string
  network: CaipNetworkId
}

/** A checked payment request: the network found, the amount in the smallest unit. */
export interface PayRequest {
  recipient: string
  amount: bigint
  amountText: string
  asset: PayAsset
  network: Network
}

/** A payment the modal shows (router data of the Pay view); settled once, by the view or by closing the modal. */
export interface PaySession {
  readonly request: PayRequest
  resolve(result: PayResult): void
  reject(error: Error): void
  readonly settled: boolean
  /**
   * Runs `work` (connecting a wallet) without the modal's closing counting as a cancel, then shows the Pay view
   * again: a connection closes the modal when it succeeds.
   */
  keepOpen<T>(work: () => Promise<T>): Promise<T>
}
