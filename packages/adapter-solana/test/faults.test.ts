import { Keypair } from '@solana/web3.js'
import { defineNetwork, HttpRequestError, TimeoutError } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import {
  assertRetryAfterHonoured,
  createSolanaTestWallet,
  type FaultMode,
  type FaultProxy,
  registerStandardWallet,
  type SolanaDevnet,
  startFaultProxy,
  startSolanaDevnet,
} from '@walletport/devnet'
import { createSolanaAdapter } from '../src/createSolanaAdapter.js'
import type { SolanaAdapterOptions } from '../src/types.js'

// Issue 35's fault tests on the devnet's litesvm node: killed after the broadcast (restarted empty), out of reach
// while the transaction lands, answering 429 with Retry-After, and taking requests without ever answering. The wallet and the adapter reach the node's
// JSON-RPC and PubSub through a fault proxy each, which counts the broadcasts (one, never two).

let node: SolanaDevnet
let empty: SolanaDevnet
let rpc: FaultProxy
let pubsub: FaultProxy

beforeAll(async () => {
  node = await startSolanaDevnet()
  empty = await startSolanaDevnet()
  rpc = await startFaultProxy({ target: node.rpcUrl })
  pubsub = await startFaultProxy({ target: `http://127.0.0.1:${node.wsPort}` })
}, 60_000)

afterAll(async () => {
  await rpc?.stop()
  await pubsub?.stop()
  await node?.stop()
  await empty?.stop()
})

async function setMode(mode: FaultMode) {
  await Promise.all([rpc.setMode(mode), pubsub.setMode(mode)])
}

async function setup(confirmation: SolanaAdapterOptions['confirmation'], requestTimeoutMs?: number) {
  await setMode('forward')
  rpc.setTarget(node.rpcUrl)
  pubsub.setTarget(`http://127.0.0.1:${node.wsPort}`)
  const network = defineNetwork({
    ...localSolana,
    rpcUrls: { default: { http: [rpc.url], webSocket: [pubsub.wsUrl] } },
  })
  const wallet = createSolanaTestWallet({ rpcUrl: rpc.url })
  node.airdrop(wallet.address, 1_000_000_000n)
  const window = new EventTarget()
  registerStandardWallet(wallet.wallet, window)
  const adapter = createSolanaAdapter({
    networks: [network],
    window,
    confirmation,
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  })
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: adapter.getConnectors()[0]!.id, network })
  const sendsBefore = rpc.count('sendTransaction')
  const { hash } = await adapter.sendTransaction({
    network,
    to: Keypair.generate().publicKey.toBase58(),
    value: 1_000_000n,
  })
  return { adapter, network, hash, sends: () => rpc.count('sendTransaction') - sendsBefore }
}

describe('fault: the Solana node during send-and-wait', () => {
  it('killed after the broadcast and restarted empty: a TimeoutError naming the signature, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 6_000, pollMs: 500 })
    expect(sends()).toBe(1)
    await setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    rpc.setTarget(empty.rpcUrl)
    pubsub.setTarget(`http://127.0.0.1:${empty.wsPort}`)
    await setMode('forward')
    const error = await waiting
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect(sends()).toBe(1)
  }, 60_000)

  it('out of reach while the transaction lands, then back: the receipt, with one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    await setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await setMode('forward')
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    expect(sends()).toBe(1)
  }, 60_000)

  it('answering 429 with Retry-After: the next request waits that long, then the receipt, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 30_000, pollMs: 500 })
    rpc.retryAfterSeconds = 2
    await rpc.setMode('rate-limited')
    const started = Date.now()
    const waiting = adapter.waitForTransaction({ hash, network })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await rpc.setMode('forward')
    rpc.retryAfterSeconds = undefined
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    assertRetryAfterHonoured(rpc, { since: started, atMost: 3 })
    expect(sends()).toBe(1)
  }, 60_000)

  it('answering 429 until the time-out: a TimeoutError naming the signature, its cause the 429', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 4_000, pollMs: 500 })
    rpc.retryAfterSeconds = 1
    await rpc.setMode('rate-limited')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await rpc.setMode('forward')
    rpc.retryAfterSeconds = undefined
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(HttpRequestError)
    expect(sends()).toBe(1)
  }, 60_000)
})

describe('fault: the Solana node takes requests and never answers', () => {
  it('a read: a TimeoutError naming the method and the node at requestTimeoutMs, no hang', async () => {
    const { adapter, network } = await setup({ timeoutMs: 30_000, pollMs: 500 }, 3_000)
    await setMode('stall')
    const started = Date.now()
    const error = await adapter
      .getBalance({ address: Keypair.generate().publicKey.toBase58(), network })
      .catch((failure: unknown) => failure)
    await setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`getBalance to ${rpc.url}: no answer within 3000 ms`)
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 60_000)

  it('while a transaction is awaited: a TimeoutError naming the signature at the wait’s time-out, one send', async () => {
    const { adapter, network, hash, sends } = await setup({ timeoutMs: 4_000, pollMs: 500 }, 3_000)
    await setMode('stall')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(TimeoutError)
    expect(sends()).toBe(1)
  }, 60_000)
})
