import { defineNetwork } from '@walletport/core'
import { getMinimumReceived, InvalidSwapResponseError } from '@walletport/core/swaps'
import {
  deployUniswapV2,
  type EvmNode,
  sendFrom,
  startEvmNode,
  type UniswapV2Deployment,
} from '@walletport/devnet'
import { createUniswapV2Provider } from './createUniswapV2Provider.js'

describe('createUniswapV2Provider against the devnet’s deployed Uniswap V2', () => {
  let node: EvmNode
  let deployment: UniswapV2Deployment
  beforeAll(async () => {
    node = await startEvmNode()
    deployment = await deployUniswapV2(node.rpcUrl, node.accounts[8]!, node.accounts.slice(0, 2))
  }, 60_000)
  afterAll(() => node?.stop())

  const network = (id = 31337, name = 'Devnet') =>
    defineNetwork({
      id,
      chainNamespace: 'eip155',
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    })
  const provider = (overrides: Partial<UniswapV2Deployment> = {}) =>
    createUniswapV2Provider({ deployments: { 'eip155:31337': { ...deployment, ...overrides } } })

  it('quotes what the router gives, approves only when the allowance is short, and the swap lands', async () => {
    const [alpha, beta] = deployment.tokens
    const owner = node.accounts[1]!.address
    const quote = await provider().getQuote({
      network: network(),
      tokenIn: alpha,
      tokenOut: beta,
      amountIn: 10n ** 18n,
    })
    expect(quote).toMatchObject({ amountOut: 1_993_980n, fee: 3n * 10n ** 15n, route: [alpha, beta] })
    expect(quote.priceImpact).toBeLessThan(0.0001)

    const minimumOut = getMinimumReceived(quote.amountOut, 1)
    const calls = await provider().buildSwap({ quote, from: owner, minimumOut, deadline: 2 ** 31 })
    expect(calls.map((call) => call.kind)).toEqual(['approval', 'swap'])
    const betaBefore = await provider().getBalance({ network: network(), token: beta, owner })
    for (const call of calls)
      await sendFrom(node.rpcUrl, call.kind, { from: owner, to: call.to, data: call.data })
    const betaAfter = await provider().getBalance({ network: network(), token: beta, owner })
    expect(betaAfter - betaBefore).toBe(quote.amountOut)

    // The exact amount was approved and spent: the next swap asks again.
    const again = await provider().buildSwap({ quote, from: owner, minimumOut, deadline: 2 ** 31 })
    expect(again.map((call) => call.kind)).toEqual(['approval', 'swap'])
  })

  it('routes through WETH when the tokens share no pool, and names a pair with no route', async () => {
    const [alpha] = deployment.tokens
    const weth = { address: deployment.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }
    const quote = await provider().getQuote({
      network: network(),
      tokenIn: weth,
      tokenOut: alpha,
      amountIn: 10n ** 16n,
    })
    expect(quote.route.map((token) => token.symbol)).toEqual(['WETH', 'ALPHA'])
    const beta = deployment.tokens[1]
    const betaToWeth = await provider()
      .getQuote({ network: network(), tokenIn: beta, tokenOut: weth, amountIn: 10n ** 6n })
      .catch((error: Error) => error)
    expect(betaToWeth).toMatchObject({ message: 'No pool swaps BETA for WETH on this network' })
  })

  it('refuses the same token twice, a zero amount and a network it has no deployment for, before any call', async () => {
    const [alpha, beta] = deployment.tokens
    const request = { network: network(), tokenIn: alpha, tokenOut: beta, amountIn: 1n }
    await expect(provider().getQuote({ ...request, tokenOut: alpha })).rejects.toThrow(
      'Choose two different tokens (both are ALPHA)',
    )
    await expect(provider().getQuote({ ...request, amountIn: 0n })).rejects.toThrow(
      'The amount to swap must be above zero, received 0',
    )
    const elsewhere = network(1, 'Ethereum')
    expect(provider().supports(elsewhere)).toBe(false)
    await expect(provider().getTokens({ network: elsewhere })).rejects.toThrow(
      'Uniswap V2 is not configured on Ethereum (eip155:1)',
    )
  })

  it('names the call and what it expected when an address holds no contract (a wrong deployment)', async () => {
    const [alpha, beta] = deployment.tokens
    const error = await provider({ factory: node.accounts[5]!.address })
      .getQuote({ network: network(), tokenIn: alpha, tokenOut: beta, amountIn: 1n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidSwapResponseError)
    expect(error).toMatchObject({
      message: "The node's answer to getPair is not valid ABI data",
      details: 'Expected (address), received 0x',
    })
  })

  it('reads through the fetch it is given, and refuses an answer that is no hex', async () => {
    const [alpha] = deployment.tokens
    const owner = node.accounts[0]!.address
    const seen: string[] = []
    const forwarding = createUniswapV2Provider({
      deployments: { 'eip155:31337': deployment },
      fetch: (input, init) => {
        seen.push(JSON.parse(String(init?.body)).method)
        return fetch(input, init)
      },
    })
    expect(await forwarding.getBalance({ network: network(), token: alpha, owner })).toBe(1_000n * 10n ** 18n)
    expect(seen).toEqual(['eth_call'])

    const answeringNull = createUniswapV2Provider({
      deployments: { 'eip155:31337': deployment },
      fetch: async () => Response.json({ jsonrpc: '2.0', id: 1, result: null }),
    })
    await expect(answeringNull.getBalance({ network: network(), token: alpha, owner })).rejects.toMatchObject(
      {
        name: 'InvalidSwapResponseError',
        details: 'Expected (uint256), received null',
      },
    )
  })
})
