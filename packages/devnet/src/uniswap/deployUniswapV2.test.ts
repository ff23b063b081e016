import { defineNetwork } from '@walletport/core'
import { createUniswapV2Provider, getMinimumReceived } from '@walletport/core/swaps'
import { Interface } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { deployUniswapV2, type UniswapV2Deployment, uniswapV2AddressesOf } from './deployUniswapV2.js'
import { sendFrom } from './sendFrom.js'

const abi = new Interface([
  'function getAmountsOut(uint256,address[]) view returns (uint256[])',
  'function balanceOf(address) view returns (uint256)',
  'function getPair(address,address) view returns (address)',
])

describe('deployUniswapV2', () => {
  let node: EvmNode
  let deployment: UniswapV2Deployment
  beforeAll(async () => {
    node = await startEvmNode()
    deployment = await deployUniswapV2(node.rpcUrl, node.accounts[8]!, node.accounts.slice(0, 2))
  }, 60_000)
  afterAll(() => node?.stop())

  const call = async (to: string, name: string, args: unknown[]) =>
    abi.decodeFunctionResult(
      name,
      await evmRpc<string>(node.rpcUrl, 'eth_call', [
        { to, data: abi.encodeFunctionData(name, args) },
        'latest',
      ]),
    )[0]

  it('lands at the addresses that follow from the deployer, with pools the real router quotes', async () => {
    expect(deployment).toMatchObject(uniswapV2AddressesOf(node.accounts[8]!.address))
    const [alpha, beta] = deployment.tokens
    const pair = await call(deployment.factory, 'getPair', [alpha.address, beta.address])
    expect(pair).not.toBe('0x0000000000000000000000000000000000000000')
    const amounts = (await call(deployment.router, 'getAmountsOut', [
      10n ** 18n,
      [alpha.address, beta.address],
    ])) as bigint[]
    // 1 ALPHA into a 100 000 : 200 000 pool with the 0.3 % fee: just under 2 BETA.
    expect(amounts[1]).toBe(1_993_980n)
  })

  it('gives each holder 1 000 of each token', async () => {
    const [alpha, beta] = deployment.tokens
    expect(await call(alpha.address, 'balanceOf', [node.accounts[1]!.address])).toBe(1_000n * 10n ** 18n)
    expect(await call(beta.address, 'balanceOf', [node.accounts[1]!.address])).toBe(1_000n * 10n ** 6n)
  })
})

describe("core's Uniswap V2 provider against the deployed router", () => {
  let node: EvmNode
  let deployment: UniswapV2Deployment
  beforeAll(async () => {
    node = await startEvmNode()
    deployment = await deployUniswapV2(node.rpcUrl, node.accounts[8]!, node.accounts.slice(0, 2))
  }, 60_000)
  afterAll(() => node?.stop())

  const network = () =>
    defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    })
  const provider = () =>
    createUniswapV2Provider({ deployments: { 'eip155:31337': { ...deployment, tokens: deployment.tokens } } })

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
})
