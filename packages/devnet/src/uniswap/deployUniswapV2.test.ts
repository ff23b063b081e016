import { Interface } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { deployUniswapV2, type UniswapV2Deployment, uniswapV2AddressesOf } from './deployUniswapV2.js'

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
