import { HttpRequestError } from '@walletport/core'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture({ indexer: true })
const [networkA] = env.networks

describe('getHistory', () => {
  it('pages through the devnet indexer newest first, with direction, quantity and a page cursor', async () => {
    const { adapter, address } = await env.setup({
      index: 4,
      options: { historyApiUrl: env.indexer.apiUrl, historyPageSize: 2 },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = env.fixture.nodes[0].accounts[8]!.address
    const hashes: string[] = []
    for (const value of [1n, 2n, 3n]) {
      const { hash } = await adapter.sendTransaction({ network: networkA, to, value: value * 10n ** 15n })
      await adapter.waitForTransaction({ hash, network: networkA })
      hashes.unshift(hash)
    }
    const first = await adapter.getHistory!({ address, network: networkA })
    expect(first.next).toBe('2')
    expect(first.data.map((entry) => entry.id)).toEqual(hashes.slice(0, 2))
    expect(first.data[0]).toMatchObject({
      metadata: { chain: 'eip155:31337', status: 'confirmed', operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '0.003' } }],
    })
    expect(Number.isNaN(Date.parse(first.data[0]!.metadata.minedAt))).toBe(false)
    const second = await adapter.getHistory!({ address, network: networkA, cursor: first.next })
    expect(second.data.map((entry) => entry.id)).toEqual(hashes.slice(2))
    expect(second.next).toBeUndefined()
    const received = await adapter.getHistory!({ address: to, network: networkA })
    expect(received.data[0]?.transfers[0]?.direction).toBe('in')
  })

  it('has no getHistory when no history API is configured', async () => {
    expect(createEvmAdapter({ networks: env.networks }).getHistory).toBeUndefined()
  })

  it("maps an unreachable history API to 'HTTP request failed.'", async () => {
    const adapter = createEvmAdapter({ networks: env.networks, historyApiUrl: 'http://127.0.0.1:9/api' })
    const error = await rejectionOf(
      adapter.getHistory!({ address: env.fixture.nodes[0].accounts[0]!.address, network: networkA }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
  })

  it('a network without a history API of its own is MethodNotSupportedError', async () => {
    const adapter = createEvmAdapter({
      networks: env.networks,
      historyApiUrl: { [networkA.caipNetworkId]: env.indexer.apiUrl },
    })
    const [, networkB] = env.networks
    await expect(
      adapter.getHistory!({ address: env.fixture.nodes[0].accounts[0]!.address, network: networkB }),
    ).rejects.toThrow('getHistory is not supported on eip155:31338')
  })
})
