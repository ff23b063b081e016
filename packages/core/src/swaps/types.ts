import type { Network } from '../networks/types.js'

/** A token a swap provider trades on a network (an ERC-20 on eip155). */
export interface SwapToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

export interface SwapQuoteRequest {
  network: Network
  tokenIn: SwapToken
  tokenOut: SwapToken
  /** In `tokenIn`'s smallest unit. */
  amountIn: bigint
}

/** What a swap of `amountIn` gives at the current pool state. */
export interface SwapQuote extends SwapQuoteRequest {
  /** The provider's id. */
  provider: string
  amountOut: bigint
  /** How far below the pools' mid price the amount out lies, the fee left out (0.01 = 1 %). */
  priceImpact: number
  /** The liquidity providers' fee, in `tokenIn`. */
  fee: bigint
  /** The tokens the swap goes through, `tokenIn` first and `tokenOut` last. */
  route: readonly SwapToken[]
}

/** One transaction the wallet is asked to send. */
export interface SwapCall {
  kind: 'approval' | 'swap'
  to: string
  /** Hex call data. */
  data: string
  value: bigint
}

export interface BuildSwapParameters {
  quote: SwapQuote
  /** The account that pays `amountIn` and receives the tokens out. */
  from: string
  /** The least amount out the swap may give; the chain reverts below it. */
  minimumOut: bigint
  /** Unix time in seconds after which the swap reverts. */
  deadline: number
}

/**
 * A source of swaps (spec section 2, feature `swaps`). The app configures its providers; none is hosted by default.
 * `createUniswapV2Provider` of `@walletport/adapter-evm/swaps` is the reference one for eip155.
 */
export interface SwapProvider {
  readonly id: string
  readonly name: string
  /** Whether the provider swaps on `network`. */
  supports(network: Network): boolean
  getTokens(parameters: { network: Network }): Promise<readonly SwapToken[]>
  /** The account's balance of `token`, in its smallest unit. */
  getBalance(parameters: { network: Network; token: SwapToken; owner: string }): Promise<bigint>
  getQuote(request: SwapQuoteRequest): Promise<SwapQuote>
  /** The transactions to send in order: an approval when the allowance is short, then the swap. */
  buildSwap(parameters: BuildSwapParameters): Promise<readonly SwapCall[]>
}
