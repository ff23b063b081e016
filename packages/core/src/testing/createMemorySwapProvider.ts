import type { Network } from '../networks/types.js'
import { getAmountOut, getRouteFee } from '../swaps/swapMath.js'
import type { SwapProvider, SwapToken } from '../swaps/types.js'

export interface MemorySwapProviderOptions {
  network: Network
  /** The pool's two tokens, and how much of each it holds (smallest units). */
  pair: readonly [SwapToken, SwapToken]
  reserves: readonly [bigint, bigint]
  /** Every owner's balance of `token`. */
  balanceOf: (token: SwapToken) => bigint
  /** The address the swap call goes to. */
  router: string
  id?: string
  name?: string
}

/**
 * One constant-product pool in memory behind the `SwapProvider` interface, with Uniswap V2's 0.3 % fee, for tests and
 * the gallery (the reference provider, `@walletport/adapter-evm/swaps`, reads a real router). The approval is asked
 * while the allowance set by `approve` is short; `sell` moves the price as another trader would.
 */
export function createMemorySwapProvider(options: MemorySwapProviderOptions) {
  const { network, pair, router } = options
  const id = options.id ?? 'pool'
  const reserves = new Map(pair.map((token, index) => [token.address, options.reserves[index]!]))
  let allowance = 0n
  const quotes: bigint[] = []
  const reservesOf = (tokenIn: SwapToken): [bigint, bigint] => {
    const other = pair.find((token) => token.address !== tokenIn.address)!
    return [reserves.get(tokenIn.address)!, reserves.get(other.address)!]
  }
  const provider: SwapProvider = {
    id,
    name: options.name ?? 'Pool',
    supports: (candidate) => candidate.caipNetworkId === network.caipNetworkId,
    getTokens: async () => pair,
    getBalance: async ({ token }) => options.balanceOf(token),
    async getQuote(request) {
      quotes.push(request.amountIn)
      return {
        ...request,
        provider: id,
        amountOut: getAmountOut(request.amountIn, ...reservesOf(request.tokenIn)),
        priceImpact: 0,
        fee: getRouteFee(request.amountIn, 1),
        route: [request.tokenIn, request.tokenOut],
      }
    },
    async buildSwap({ quote, minimumOut }) {
      return [
        ...(allowance < quote.amountIn
          ? [{ kind: 'approval' as const, to: quote.tokenIn.address, data: '0x095ea7b3', value: 0n }]
          : []),
        { kind: 'swap' as const, to: router, data: `0x38ed1739${minimumOut.toString(16)}`, value: 0n },
      ]
    },
  }
  return {
    provider,
    /** The amounts quoted, in order. */
    quotes,
    approve(amount: bigint) {
      allowance = amount
    },
    /** Someone else sells `amount` of `pair[0]` into the pool. */
    sell(amount: bigint) {
      const [first, second] = pair
      const [reserveIn, reserveOut] = reservesOf(first)
      reserves.set(first.address, reserveIn + amount)
      reserves.set(second.address, reserveOut - getAmountOut(amount, reserveIn, reserveOut))
    },
  }
}
