import type { Network } from '@walletport/core'
import { useEvmFixture } from '../../test/evmTestSetup.js'
import { localNetwork } from '../../test/startEvmFixture.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture()

describe('getIdentity', () => {
  it('answers no name and no avatar on a testnet without asking any node', async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead] })
    const address = env.fixture.nodes[0].accounts[0]!.address
    expect(await adapter.getIdentity({ address, network: dead })).toEqual({ name: null, avatar: null })
  })

  it('answers no name on a chain without the ENS registry, and caches the answer', async () => {
    const mainnetLike: Network = localNetwork(1, env.fixture.nodes[0].rpcUrl, { testnet: false })
    let calls = 0
    const counting = createEvmAdapter({ networks: [mainnetLike], requestTimeoutMs: 2_000 })
    const realFetch = globalThis.fetch
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      calls++
      return realFetch(...args)
    }
    try {
      const address = env.fixture.nodes[0].accounts[0]!.address
      expect(await counting.getIdentity({ address, network: mainnetLike })).toEqual({
        name: null,
        avatar: null,
      })
      expect(await counting.getIdentity({ address, network: mainnetLike })).toEqual({
        name: null,
        avatar: null,
      })
      expect(calls).toBe(1)
    } finally {
      globalThis.fetch = realFetch
    }
  })
})
