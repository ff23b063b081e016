/**
 * @jest-environment node
 */
// Node's fetch refuses jsdom's AbortSignal, which the project's jsdom would hand it.
import { createMemoryStorageBackend, createStorage, TimeoutError } from '@walletport/core'
import { type EvmNode, type FaultProxy, startEvmNode, startFaultProxy } from '@walletport/devnet'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import { createLoginData } from '../auth/loginData.js'
import type { FrameClient } from '../frame/createFrameClient.js'
import { createEmbeddedEvmProvider } from './createEmbeddedEvmProvider.js'

// The embedded wallet reads and broadcasts through the app's node itself (never the frame), with the kit's one
// JSON-RPC-over-fetch: a node that takes the request and never answers ends in the spec's 10 s time-out.

let node: EvmNode
let proxy: FaultProxy

beforeAll(async () => {
  node = await startEvmNode({ chainId: 31337, startTimeoutMs: 60_000 })
  proxy = await startFaultProxy({ target: node.rpcUrl })
}, 90_000)

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})

function providerOn(url: string) {
  const loginData = createLoginData(createStorage({ backend: createMemoryStorageBackend() }))
  return createEmbeddedEvmProvider({
    frame: {} as FrameClient,
    auth: { getChainId: () => loginData.chainId() } as unknown as EmbeddedAuth,
    networks: [
      {
        id: 31337,
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:31337',
        name: 'Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      },
    ],
    onActionNotAllowed: () => {},
    lastUsedChain: { get: () => loginData.storedChainId(), set: (chainId) => loginData.setChainId(chainId) },
  })
}

describe('the embedded EVM provider’s node requests', () => {
  it('answer through the node, then a node that never answers is a TimeoutError naming the method at 10 s', async () => {
    const provider = providerOn(proxy.url)
    const address = node.accounts[1]!.address
    const params = [address, 'latest']
    expect(BigInt((await provider.request({ method: 'eth_getBalance', params })) as string)).toBeGreaterThan(
      0n,
    )
    await proxy.setMode('stall')
    const started = Date.now()
    const error = await provider
      .request({ method: 'eth_getBalance', params })
      .catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`eth_getBalance to ${proxy.url}: no answer within 10000 ms`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900)
  }, 60_000)
})
