import {
  deployTestCollection,
  deployUniswapV2,
  evmRpc,
  sendFrom,
  type TestCollection,
} from '@walletport/devnet'
import { useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks
const node = () => env.fixture.nodes[0]
const holder = () => node().accounts[1]!.address
const other = () => node().accounts[2]!.address
let collection: TestCollection

beforeAll(async () => {
  const uniswap = await deployUniswapV2(node().rpcUrl, node().accounts[8]!, [])
  collection = await deployTestCollection(node().rpcUrl, {
    deployer: node().accounts[8]!,
    weth: uniswap.weth,
    tokens: uniswap.tokens,
    holder: holder(),
  })
}, 60_000)

const transferFrom = (from: string, to: string, tokenId: bigint) =>
  sendFrom(node().rpcUrl, `sending token ${tokenId}`, {
    from,
    to: collection.address,
    data: `0x23b872dd${[from, to].map((address) => address.slice(2).toLowerCase().padStart(64, '0')).join('')}${tokenId.toString(16).padStart(64, '0')}`,
  })

describe('getNfts (chain-native: Transfer logs of a bounded block range)', () => {
  it("lists the holder's ERC-721 tokens with the token's name, its data: image and the collection", async () => {
    const { adapter } = await env.setup()
    const nfts = await adapter.getNfts({ address: holder(), network: networkA })
    expect(nfts.map((nft) => nft.tokenId).sort()).toEqual(['1', '2'])
    for (const nft of nfts) {
      expect(nft).toMatchObject({
        chainId: 'eip155:31337',
        contract: collection.address,
        standard: 'erc721',
        collectionName: 'Uniswap V3 Positions NFT-V1',
        amount: '1',
      })
      expect(nft.name).toMatch(/^Uniswap - 0\.3% - (ALPHA\/BETA|BETA\/ALPHA) - /)
      expect(nft.imageUrl?.startsWith('data:image/svg+xml;base64,')).toBe(true)
    }
  })

  it('a token sent on is listed with its new owner only', async () => {
    const { adapter } = await env.setup()
    await transferFrom(holder(), other(), 2n)
    try {
      expect(
        (await adapter.getNfts({ address: holder(), network: networkA })).map((nft) => nft.tokenId),
      ).toEqual(['1'])
      expect(
        (await adapter.getNfts({ address: other(), network: networkA })).map((nft) => nft.tokenId),
      ).toEqual(['2'])
    } finally {
      await transferFrom(other(), holder(), 2n)
    }
  })

  it('parameters: nftLogBlockRange bounds the search (tokens received before it are not found)', async () => {
    await evmRpc(node().rpcUrl, 'anvil_mine', ['0x5'])
    const { adapter } = await env.setup({ options: { nftLogBlockRange: 3 } })
    expect(await adapter.getNfts({ address: holder(), network: networkA })).toEqual([])
  })

  it('an address holding nothing has no NFTs; one that is no address is refused before any request', async () => {
    const { adapter } = await env.setup()
    expect(await adapter.getNfts({ address: node().accounts[5]!.address, network: networkA })).toEqual([])
    await expect(adapter.getNfts({ address: '0x123', network: networkA })).rejects.toThrow(
      'Invalid address "0x123"',
    )
  })
})
