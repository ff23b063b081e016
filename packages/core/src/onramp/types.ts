import type { CaipNetworkId } from '../caip/types.js'

/** Something an on-ramp sells: a coin (or token) on a network. */
export interface OnrampAsset {
  network: CaipNetworkId
  symbol: string
  decimals: number
  /** Token contract or mint; absent for the native coin. */
  token?: string
}

export interface OnrampQuoteRequest {
  asset: OnrampAsset
  /** ISO 4217 code, e.g. 'USD'. */
  fiat: string
  /** The fiat amount the user pays, fee included, as a decimal string ('100', '49.90'). */
  fiatAmount: string
}

export interface OnrampQuote extends OnrampQuoteRequest {
  /** The provider's id. */
  provider: string
  /** The provider's fee, in fiat, as a decimal string. */
  fee: string
  /** What reaches the address, in the asset's smallest unit. */
  cryptoAmount: bigint
}

/** A purchase under way: a checkout page to open (or embed), followed by `getStatus`. */
export interface OnrampSession {
  id: string
  url: string
}

export type OnrampStatus =
  | { status: 'pending' | 'processing' }
  | { status: 'done'; transactionHash?: string }
  | { status: 'failed'; reason: string }

/**
 * A seller of crypto for fiat (spec section 2, feature `onramp`). The app configures its providers; none is hosted
 * by default. `createHttpOnrampProvider` speaks the protocol the devnet's fixture serves.
 */
export interface OnrampProvider {
  readonly id: string
  readonly name: string
  getAssets(): Promise<readonly OnrampAsset[]>
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  createSession(parameters: { quote: OnrampQuote; address: string }): Promise<OnrampSession>
  getStatus(parameters: { id: string }): Promise<OnrampStatus>
}
