import { type CaipNetworkId, type GetRpcUrlParameters, getRpcUrl, type Network } from '@walletport/core'
import {
  getPriceImpact,
  getRouteFee,
  NoSwapRouteError,
  needsApproval,
  type SwapCall,
  type SwapProvider,
  type SwapQuote,
  type SwapToken,
  UnsupportedSwapError,
} from '@walletport/core/swaps'
import { loadEthers } from '../loadEthers.js'
import { readContract } from './readContract.js'
import { UNISWAP_V2_ABI, type UniswapV2Function } from './uniswapV2Abi.js'

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

async function encode(functionName: UniswapV2Function, args: readonly unknown[]): Promise<string> {
  const { Interface } = await loadEthers()
  return new Interface(UNISWAP_V2_ABI).encodeFunctionData(functionName, args)
}

/**
 * The reference swap provider for eip155: Uniswap V2's factory, pairs and Router02 (the same contracts as on
 * mainnet and its forks), read with `eth_call` on the app's own RPC. Quotes come from the router's
 * `getAmountsOut` (what the swap will really give), price impact from the pairs' reserves; a pair of tokens with
 * no pool of its own is routed through WETH.
 */
export function createUniswapV2Provider(parameters: CreateUniswapV2ProviderParameters): SwapProvider {
  const { deployments, rpc, fetch } = parameters
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

  const read = (
    network: Network,
    to: string,
    functionName: UniswapV2Function,
    args: readonly unknown[] = [],
  ) =>
    readContract({
      url: getRpcUrl(network, rpc),
      ...(fetch && { fetch }),
      abi: UNISWAP_V2_ABI,
      to,
      functionName,
      args,
    })

  async function pairOf(network: Network, a: string, b: string): Promise<string | undefined> {
    const [pair] = (await read(network, deploymentOf(network).factory, 'getPair', [a, b])) as [string]
    return same(pair, ZERO_ADDRESS) ? undefined : pair
  }

  /** The pool's reserves ordered as [of `tokenIn`, of the other token]. */
  async function reservesOf(network: Network, pair: string, tokenIn: string): Promise<[bigint, bigint]> {
    const [[reserve0, reserve1], [token0]] = (await Promise.all([
      read(network, pair, 'getReserves'),
      read(network, pair, 'token0'),
    ])) as [[bigint, bigint], [string]]
    return same(token0, tokenIn) ? [reserve0, reserve1] : [reserve1, reserve0]
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
      const [balance] = (await read(network, token.address, 'balanceOf', [owner])) as [bigint]
      return balance
    },

    async getQuote(request): Promise<SwapQuote> {
      const { network, tokenIn, tokenOut, amountIn } = request
      if (same(tokenIn.address, tokenOut.address)) {
        throw new UnsupportedSwapError(`Choose two different tokens (both are ${tokenIn.symbol})`)
      }
      if (amountIn <= 0n) {
        throw new UnsupportedSwapError(`The amount to swap must be above zero, received ${amountIn}`)
      }
      const { router } = deploymentOf(network)
      const { path, pairs } = await pathOf(network, tokenIn, tokenOut)
      const [[amounts], reserves] = await Promise.all([
        read(network, router, 'getAmountsOut', [amountIn, path]) as Promise<[bigint[]]>,
        Promise.all(pairs.map((pair, hop) => reservesOf(network, pair, path[hop]!))),
      ])
      const amountOut = amounts.at(-1) ?? 0n
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
      const [allowance] = (await read(network, tokenIn.address, 'allowance', [from, router])) as [bigint]
      const calls: SwapCall[] = []
      if (needsApproval(allowance, amountIn)) {
        calls.push({
          kind: 'approval',
          to: tokenIn.address,
          data: await encode('approve', [router, amountIn]),
          value: 0n,
        })
      }
      calls.push({
        kind: 'swap',
        to: router,
        data: await encode('swapExactTokensForTokens', [
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
