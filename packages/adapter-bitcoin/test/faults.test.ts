import { HttpRequestError, TimeoutError } from '@walletport/core'
import { bitcoinRegtest } from '@walletport/core/networks'
import {
  assertRetryAfterHonoured,
  type BitcoinNode,
  createBitcoinTestWallet,
  type FaultProxy,
  registerBitcoinTestWallet,
  startBitcoinNode,
  startFaultProxy,
} from '@walletport/devnet'
import { createBitcoinAdapter } from '../src/createBitcoinAdapter.js'
import type { BitcoinAdapterOptions } from '../src/types.js'
import { recipient, satsConnectId } from './bitcoinTestSetup.js'

// Issue 35's fault tests on the devnet's bcoin regtest node behind its Esplora API: killed after the broadcast
// (restarted empty), out of reach while the block is mined, answering 429 with Retry-After, and taking requests
// without ever answering. The wallet and
// the adapter reach Esplora through a fault proxy, which counts the broadcasts (POST /tx: one, never two).

const network = bitcoinRegtest
let node: BitcoinNode
let empty: BitcoinNode
let proxy: FaultProxy

beforeAll(async () => {
  node = await startBitcoinNode({ initialBlocks: 0 })
  empty = await startBitcoinNode({ initialBlocks: 0 })
  proxy = await startFaultProxy({ target: node.esploraUrl })
  const wallet = createBitcoinTestWallet({ esploraUrl: node.esploraUrl })
  await node.mine(10, wallet.accounts.payment.address)
  await node.mine(100)
}, 120_000)

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
  await empty?.stop()
})

async function setup(
  confirmation: BitcoinAdapterOptions['confirmation'],
  more: Partial<BitcoinAdapterOptions> = {},
) {
  await proxy.setMode('forward')
  proxy.setTarget(node.esploraUrl)
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const wallet = createBitcoinTestWallet({ esploraUrl: proxy.url })
  registerBitcoinTestWallet(wallet, { window: page })
  const adapter = createBitcoinAdapter({
    networks: [network],
    window: page,
    esploraUrl: proxy.url,
    confirmation,
    ...more,
  })
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: satsConnectId, network })
  const sendsBefore = proxy.count('POST /tx')
  const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 20_000n })
  return { adapter, hash, sends: () => proxy.count('POST /tx') - sendsBefore }
}

describe('fault: the Esplora node during send-and-wait', () => {
  it('killed after the broadcast and restarted empty: a TimeoutError naming the txid, one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 6_000, pollMs: 500 })
    expect(sends()).toBe(1)
    await proxy.setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    proxy.setTarget(empty.esploraUrl)
    await proxy.setMode('forward')
    const error = await waiting
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect(sends()).toBe(1)
    await node.mine(1)
  }, 60_000)

  it('out of reach while the block is mined, then back: the receipt, with one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    await proxy.setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network })
    await node.mine(1)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await proxy.setMode('forward')
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    expect(sends()).toBe(1)
  }, 60_000)

  it('answering 429 with Retry-After: the next request waits that long, then the receipt, one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    await node.mine(1)
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

  it('answering 429 until the time-out: a TimeoutError naming the txid, its cause the 429', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 4_000, pollMs: 500 })
    proxy.retryAfterSeconds = 1
    await proxy.setMode('rate-limited')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    proxy.retryAfterSeconds = undefined
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toMatchObject({ status: 429 })
    expect((error as TimeoutError).cause).toBeInstanceOf(HttpRequestError)
    expect(sends()).toBe(1)
    await node.mine(1)
  }, 60_000)
})

describe('fault: the Esplora node takes requests and never answers', () => {
  it('a read: a TimeoutError naming the request and the node at requestTimeoutMs, no hang', async () => {
    const { adapter } = await setup(
      { timeoutMs: 30_000, pollMs: 500 },
      { requestTimeoutMs: 5_000, balanceCacheMs: 0 },
    )
    await proxy.setMode('stall')
    const started = Date.now()
    const error = await adapter
      .getBalance({ address: recipient, network })
      .catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(
      `GET /address/${recipient} to ${proxy.url}/address/${recipient}: no answer within 5000 ms`,
    )
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 60_000)

  it('while a transaction is awaited: a TimeoutError naming the txid at the wait’s time-out, one send', async () => {
    const { adapter, hash, sends } = await setup(
      { timeoutMs: 4_000, pollMs: 500 },
      { requestTimeoutMs: 5_000 },
    )
    await proxy.setMode('stall')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(TimeoutError)
    expect(sends()).toBe(1)
  }, 60_000)
})
