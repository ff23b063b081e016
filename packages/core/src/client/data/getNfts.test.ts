import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupConnectionTest } from '../../../test/testAdapters.js'
import { NoActiveCaipAddressError } from '../../errors/internal.js'
import { SchemaValidationError } from '../../errors/schemas.js'
import type { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { connect } from '../connection/connect.js'
import { getNfts } from './getNfts.js'

const CONTRACT = '0xc36442b4a4522e871399cd717abdd847ab11fe88'
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+'
let answer: unknown
let asked: string[] = []
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '')
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  asked = []
})

async function connected(parameters: Parameters<typeof setupConnectionTest>[0] = {}) {
  const setup = setupConnectionTest(parameters)
  Object.assign(setup.context.platform, { fetch: globalThis.fetch })
  await connect(setup.context, { connectorId: 'memory' })
  return setup
}

describe('getNfts', () => {
  it("parameters: endpoints.nfts asks the app's indexer (its documented contract) for any chain", async () => {
    answer = {
      data: [
        {
          contract: CONTRACT,
          tokenId: '7',
          standard: 'erc721',
          name: 'Seven',
          collectionName: 'Cats',
          imageUrl: SVG,
        },
        {
          contract: CONTRACT,
          tokenId: '8',
          standard: 'erc1155',
          amount: '3',
          imageUrl: 'http://elsewhere/x.png',
        },
      ],
    }
    const { context } = await connected({ options: { endpoints: { nfts: base } } })
    const address = context.store.getState().chains.eip155?.accountState.address ?? ''
    expect(await getNfts(context)).toEqual({
      available: true,
      source: 'indexer',
      nfts: [
        {
          chainId: 'eip155:31337',
          contract: CONTRACT,
          tokenId: '7',
          standard: 'erc721',
          name: 'Seven',
          collectionName: 'Cats',
          imageUrl: SVG,
          amount: '1',
        },
        {
          chainId: 'eip155:31337',
          contract: CONTRACT,
          tokenId: '8',
          standard: 'erc1155',
          name: `${CONTRACT} #8`,
          collectionName: CONTRACT,
          amount: '3',
        },
      ],
    })
    expect(asked).toEqual([`/v1/account/${address}/nfts?chainId=eip155%3A31337`])
  })

  it('behavior: a malformed indexer answer is SchemaValidationError, nothing of it shown', async () => {
    answer = { data: [{ contract: CONTRACT, tokenId: 'seven', standard: 'erc721' }] }
    const { context } = await connected({ options: { endpoints: { nfts: base } } })
    await expect(getNfts(context)).rejects.toThrow(SchemaValidationError)
  })

  it('behavior: without an indexer, an adapter with no NFT lookup means no NFT source: unavailable', async () => {
    const { context } = await connected()
    expect(await getNfts(context)).toEqual({ available: false })
  })

  it("behavior: without an indexer, the adapter's chain-native lookup answers", async () => {
    const nft = {
      chainId: 'eip155:31337' as const,
      contract: CONTRACT,
      tokenId: '1',
      standard: 'erc721',
      name: 'One',
      collectionName: 'Cats',
      amount: '1',
    }
    const looked: string[] = []
    const { context } = await connected({
      wrap: (adapter: ReturnType<typeof createMemoryAdapter>) =>
        Object.assign(adapter, {
          getNfts: async ({ address }: { address: string }) => {
            looked.push(address)
            return [nft]
          },
        }),
    })
    expect(await getNfts(context)).toEqual({ available: true, source: 'chain', nfts: [nft] })
    expect(looked).toEqual([context.store.getState().chains.eip155?.accountState.address])
  })

  it('behavior: with no account connected, NoActiveCaipAddressError', async () => {
    const { context } = setupConnectionTest()
    await expect(getNfts(context)).rejects.toThrow(NoActiveCaipAddressError)
  })
})
