import { Interface } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { deployUniswapV2 } from '../uniswap/deployUniswapV2.js'
import { deployTestCollection, type TestCollection } from './deployTestCollection.js'

const abi = new Interface([
  'function ownerOf(uint256) view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenURI(uint256) view returns (string)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
])

describe('deployTestCollection', () => {
  let node: EvmNode
  let collection: TestCollection
  beforeAll(async () => {
    node = await startEvmNode()
    const uniswap = await deployUniswapV2(node.rpcUrl, node.accounts[8]!, node.accounts.slice(0, 2))
    collection = await deployTestCollection(node.rpcUrl, {
      deployer: node.accounts[8]!,
      weth: uniswap.weth,
      tokens: uniswap.tokens,
      holder: node.accounts[0]!.address,
    })
  }, 90_000)
  afterAll(() => node?.stop())

  const call = async (name: string, args: unknown[] = []) =>
    abi.decodeFunctionResult(
      name,
      await evmRpc<string>(node.rpcUrl, 'eth_call', [
        { to: collection.address, data: abi.encodeFunctionData(name, args) },
        'latest',
      ]),
    )[0]

  it('mints two ERC-721 tokens of a named collection to the holder', async () => {
    expect(collection.tokenIds).toEqual([1n, 2n])
    expect(await call('name')).toBe(collection.name)
    expect(await call('symbol')).toBe(collection.symbol)
    expect(await call('balanceOf', [node.accounts[0]!.address])).toBe(2n)
    for (const id of collection.tokenIds)
      expect(String(await call('ownerOf', [id])).toLowerCase()).toBe(collection.holder)
  })

  it("each token's URI is a data: JSON document with a name and an SVG data: image", async () => {
    const uri = String(await call('tokenURI', [1n]))
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').toString('utf8')) as {
      name: string
      image: string
    }
    expect(metadata.name).toMatch(/^Uniswap - 0\.3% - (ALPHA\/BETA|BETA\/ALPHA) - /)
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
  })
})
