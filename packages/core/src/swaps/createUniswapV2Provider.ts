import type { CaipNetworkId } from '../caip/types.js'
import { type GetRpcUrlParameters, getRpcUrl } from '../networks/getRpcUrl.js'
import type { Network } from '../networks/types.js'
import { decodeWords, encodeCall, wordToAddress } from './abiWords.js'
import { NoSwapRouteError, UnsupportedSwapError } from './errors.js'
import { ethCall } from './ethCall.js'
import { getPriceImpact, getRouteFee, needsApproval } from './swapMath.js'
import type { SwapCall, SwapProvider, SwapQuote, SwapToken } from './types.js'

const SELECTORS = {
  getPair: '0xe6a43905',
  getReserves: '0x0902f1ac',
  token0: '0x0dfe1681',
  getAmountsOut: '0xd06ca61f',
  allowance: '0xdd62ed3e',
  approve: '0x095ea7b3',
  balanceOf: '0x70a08231',
  swapExactTokensForTokens: '0x38ed1739',
} as const

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** Where Uniswap V2 lives on one network, and the tokens offered there. */
export interface UniswapV2Deployment {
  factory: string
  router: string
  /** The wrapped native coin: routes with no direct pool go through it. */
  weth: string
  tokens: readonly SwapToken[]
}

export interface CreateUniswapV2ProviderParameters {
  deployments: Readonly<Record<CaipNetworkId, UniswapV2Deployment>>
  /** A hosted RPC base, as in the client's `endpoints.rpc`; each network's own RPC URL otherwise. */
  rpc?: GetRpcUrlParameters
  fetch?: typeof fetch
  id?: string
  name?: string
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The reference swap provider for eip155: Uniswap V2's factory, pairs and Router02 (the same contracts as on
 * mainnet and its forks), read with `eth_call` on the app's own RPC. Quotes come from the router's
 * `getAmountsOut` (what the swap will really give), price impact from the pairs' reserves; a pair of tokens with
 * no pool of its own is routed through WETH.
 */
export function createUniswapV2Provider(parameters: CreateUniswapV2ProviderParameters): SwapProvider {
  const { deployments, rpc } = parameters
  const fetcher = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const id = parameters.id ?? 'uniswap-v2'

  function deploymentOf(network: Network): UniswapV2Deployment {
    const deployment = deployments[network.caipNetworkId]
    if (!deployment) {
      throw new UnsupportedSwapError(
        `Uniswap V2 is not configured on ${network.name} (${network.caipNetworkId})`,
      )
    }
    return deployment
  }

  const call = (network: Network, to: string, data: string) =>
    ethCall(fetcher, getRpcUrl(network, rpc), { to, data })

  async function pairOf(network: Network, a: string, b: string): Promise<string | undefined> {
    const { factory } = deploymentOf(network)
    const [word] = decodeWords('getPair', await call(network, factory, encodeCall(SELECTORS.getPair, [a, b])))
    const pair = wordToAddress(word ?? 0n)
    return pair === ZERO_ADDRESS ? undefined : pair
  }

  /** The pool's reserves ordered as [of `tokenIn`, of the other token]. */
  async function reservesOf(network: Network, pair: string, tokenIn: string): Promise<[bigint, bigint]> {
    const [reserves, token0] = await Promise.all([
      call(network, pair, SELECTORS.getReserves),
      call(network, pair, SELECTORS.token0),
    ])
    const [reserve0 = 0n, reserve1 = 0n] = decodeWords('getReserves', reserves)
    const [first = 0n] = decodeWords('token0', token0)
    return same(wordToAddress(first), tokenIn) ? [reserve0, reserve1] : [reserve1, reserve0]
  }

  /** The token path: the direct pool when there is one, else through WETH when both pools exist. */
  async function pathOf(network: Network, tokenIn: SwapToken, tokenOut: SwapToken) {
    const { weth } = deploymentOf(network)
    const direct = await pairOf(network, tokenIn.address, tokenOut.address)
    if (direct) return { path: [tokenIn.address, tokenOut.address], pairs: [direct] }
    if (!same(tokenIn.address, weth) && !same(tokenOut.address, weth)) {
      const [first, second] = await Promise.all([
        pairOf(network, tokenIn.address, weth),
        pairOf(network, weth, tokenOut.address),
      ])
      if (first && second) return { path: [tokenIn.address, weth, tokenOut.address], pairs: [first, second] }
    }
    throw new NoSwapRouteError({ from: tokenIn.symbol, to: tokenOut.symbol })
  }

  const tokenAt = (network: Network, address: string): SwapToken =>
    deploymentOf(network).tokens.find((token) => same(token.address, address)) ?? {
      address,
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
    }

  return {
    id,
    name: parameters.name ?? 'Uniswap V2',

    supports: (network) =>
      network.chainNamespace === 'eip155' && deployments[network.caipNetworkId] !== undefined,

    async getTokens({ network }) {
      return deploymentOf(network).tokens
    },

    async getBalance({ network, token, owner }) {
      const [balance] = decodeWords(
        'balanceOf',
        await call(network, token.address, encodeCall(SELECTORS.balanceOf, [owner])),
      )
      return balance ?? 0n
    },

    async getQuote(request): Promise<SwapQuote> {
      const { network, tokenIn, tokenOut, amountIn } = request
      if (same(tokenIn.address, tokenOut.address)) {
        throw new UnsupportedSwapError(`Choose two different tokens (both are ${tokenIn.symbol})`)
      }
      if (amountIn <= 0n) throw new UnsupportedSwapError('The amount to swap must be above zero')
      const { router } = deploymentOf(network)
      const { path, pairs } = await pathOf(network, tokenIn, tokenOut)
      const [amounts, reserves] = await Promise.all([
        call(network, router, encodeCall(SELECTORS.getAmountsOut, [amountIn, path])),
        Promise.all(pairs.map((pair, hop) => reservesOf(network, pair, path[hop]!))),
      ])
      // getAmountsOut returns (offset, length, amounts…): the last word is the amount out.
      const amountOut = decodeWords('getAmountsOut', amounts).at(-1) ?? 0n
      return {
        ...request,
        provider: id,
        amountOut,
        priceImpact: getPriceImpact(amountIn, amountOut, reserves),
        fee: getRouteFee(amountIn, pairs.length),
        route: path.map((address) => tokenAt(network, address)),
      }
    },

    async buildSwap({ quote, from, minimumOut, deadline }) {
      const { network, tokenIn, amountIn, route } = quote
      const { router } = deploymentOf(network)
      const [allowance = 0n] = decodeWords(
        'allowance',
        await call(network, tokenIn.address, encodeCall(SELECTORS.allowance, [from, router])),
      )
      const calls: SwapCall[] = []
      if (needsApproval(allowance, amountIn)) {
        calls.push({
          kind: 'approval',
          to: tokenIn.address,
          data: encodeCall(SELECTORS.approve, [router, amountIn]),
          value: 0n,
        })
      }
      calls.push({
        kind: 'swap',
        to: router,
        data: encodeCall(SELECTORS.swapExactTokensForTokens, [
          amountIn,
          minimumOut,
          route.map((token) => token.address),
          from,
          deadline,
        ]),
        value: 0n,
      })
      return calls
    },
  }
}
