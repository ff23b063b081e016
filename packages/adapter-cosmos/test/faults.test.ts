import { HttpRequestError, TimeoutError } from '@walletport/core'
import { localCosmos } from '@walletport/core/networks'
import {
  assertRetryAfterHonoured,
  type CosmosDevnet,
  createCosmosTestWallet,
  type FaultProxy,
  injectCosmosTestWallet,
  startCosmosDevnet,
  startFaultProxy,
} from '@walletport/devnet'
import { createCosmosAdapter } from '../src/createCosmosAdapter.js'
import type { CosmosAdapterOptions, CosmosWindow } from '../src/types.js'
import { CONNECTOR, stranger } from './cosmosTestSetup.js'

// Issue 35's fault tests on the devnet's CometBFT RPC: killed after the broadcast (restarted empty), out of reach
// while the transaction is in its block, answering 429 with Retry-After, and taking requests without ever answering. The adapter (which broadcasts:
// broadcast_tx_sync) reaches the node through a fault proxy, which counts the broadcasts (one, never two).

let node: CosmosDevnet
let empty: CosmosDevnet
let proxy: FaultProxy

beforeAll(async () => {
  node = await startCosmosDevnet({ chainId: String(localCosmos.id) })
  empty = await startCosmosDevnet({ chainId: String(localCosmos.id) })
  proxy = await startFaultProxy({ target: node.rpcUrl })
}, 60_000)

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
  await empty?.stop()
})

async function setup(confirmation: CosmosAdapterOptions['confirmation'], requestTimeoutMs?: number) {
  await proxy.setMode('forward')
  proxy.setTarget(node.rpcUrl)
  const network = { ...localCosmos, rpcUrls: { default: { http: [proxy.url] } } }
  const page = new EventTarget() as CosmosWindow
  const wallet = await createCosmosTestWallet({
    chains: [{ chainId: node.chainId, rpcUrl: proxy.url, bech32Prefix: node.bech32Prefix }],
    eventTarget: page as unknown as EventTarget,
  })
  injectCosmosTestWallet(page, wallet)
  const adapter = createCosmosAdapter({
    networks: [network],
    window: page,
    confirmation,
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  })
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: CONNECTOR, network })
  const sendsBefore = proxy.count('broadcast_tx_sync')
  const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 1_000n })
  return { adapter, network, hash, sends: () => proxy.count('broadcast_tx_sync') - sendsBefore }
}

describe('fault: the CometBFT node during send-and-wait', () => {
  it('killed after the broadcast and restarted empty: a TimeoutError naming the transaction, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 6_000, pollMs: 500 })
    expect(sends()).toBe(1)
    await proxy.setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    proxy.setTarget(empty.rpcUrl)
    await proxy.setMode('forward')
    const error = await waiting
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect(sends()).toBe(1)
  }, 60_000)

  it('out of reach while the transaction is in its block, then back: the receipt, with one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    await proxy.setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await proxy.setMode('forward')
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    expect(sends()).toBe(1)
  }, 60_000)

  it('answering 429 with Retry-After: the next request waits that long, then the receipt, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    proxy.retryAfterSeconds = 2
    await proxy.setMode('rate-limited')
    const started = Date.now()
    const waiting = adapter.waitForTransaction({ hash, network })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await proxy.setMode('forward')
    proxy.retryAfterSeconds = undefined
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    assertRetryAfterHonoured(proxy, { since: started, atMost: 3 })
    expect(sends()).toBe(1)
  }, 60_000)

  it('answering 429 until the time-out: a TimeoutError naming the transaction, its cause the 429', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 4_000, pollMs: 500 })
    proxy.retryAfterSeconds = 1
    await proxy.setMode('rate-limited')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    proxy.retryAfterSeconds = undefined
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(HttpRequestError)
    expect((error as TimeoutError).cause).toMatchObject({ status: 429 })
    expect(sends()).toBe(1)
  }, 60_000)
})

describe('fault: the CometBFT node takes requests and never answers', () => {
  it('a read: a TimeoutError naming the method and the node at requestTimeoutMs, no hang', async () => {
    const { adapter, network } = await setup({ timeoutMs: 30_000, pollMs: 500 }, 3_000)
    await proxy.setMode('stall')
    const started = Date.now()
    const error = await adapter
      .getBalance({ address: stranger, network })
      .catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`abci_query to ${proxy.url}: no answer within 3000 ms`)
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 60_000)

  it('while a transaction is awaited: a TimeoutError naming the transaction at the wait’s time-out, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 4_000, pollMs: 500 }, 3_000)
    await proxy.setMode('stall')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(TimeoutError)
    expect(sends()).toBe(1)
  }, 60_000)
})
