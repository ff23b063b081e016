import { WsProvider } from '@polkadot/api'
import { encodeAddress } from '@polkadot/util-crypto'
import { TimeoutError } from '@walletport/core'
import { localPolkadot } from '@walletport/core/networks'
import { type FaultProxy, startFaultProxy } from '@walletport/devnet'
import { createPolkadotAdapter } from '../src/createPolkadotAdapter.js'
import type { PolkadotAdapterOptions } from '../src/types.js'
import { type PolkadotFixture, startPolkadotFixture } from './startPolkadotFixture.js'

// Issue 35's fault tests on the devnet's chopsticks node over WebSocket: killed after the broadcast (gone for
// good), out of reach while the extrinsic is put in a block (then back), dropped with its WebSocket handshake
// answered 429, and taking requests (or the handshake) without ever answering. Blocks are built on demand here (chopsticks' Manual mode), so that the block lands while the node
// is out of reach. The adapter reaches the node through a fault proxy, which counts the submissions (one, never
// two).

const network = localPolkadot
const recipient = encodeAddress(new Uint8Array(32).fill(0x43), 2)
let fixture: PolkadotFixture
let proxy: FaultProxy
/** chopsticks' dev_* methods, straight to the node (not through the proxy). */
let dev: WsProvider

beforeAll(async () => {
  fixture = await startPolkadotFixture()
  proxy = await startFaultProxy({ target: fixture.devnet.wsUrl.replace(/^ws/, 'http') })
  dev = new WsProvider(fixture.devnet.wsUrl)
  await dev.isReady
  await dev.send('dev_setBlockBuildMode', ['Manual'])
}, 120_000)

afterAll(async () => {
  await proxy?.stop()
  await dev?.disconnect()
  await fixture?.stop()
}, 30_000)

const submissions = () =>
  proxy.count('author_submitAndWatchExtrinsic') + proxy.count('author_submitExtrinsic')

async function setup(confirmation: PolkadotAdapterOptions['confirmation']) {
  await proxy.setMode('forward')
  const adapter = createPolkadotAdapter(
    fixture.adapterOptions({
      rpcUrls: { [network.caipNetworkId]: proxy.wsUrl },
      confirmation,
      reconnect: { minDelayMs: 200, maxDelayMs: 1_000 },
    }),
  )
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: 'walletport-test', network })
  const before = submissions()
  const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 1_000_000_000_000n })
  return { adapter, hash, sends: () => submissions() - before }
}

describe('fault: the Polkadot node during send-and-wait', () => {
  it('killed after the broadcast and gone: a TimeoutError naming the extrinsic, one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 6_000, pollMs: 500 })
    expect(sends()).toBe(1)
    await proxy.setMode('down')
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect(sends()).toBe(1)
    await proxy.setMode('forward')
    await dev.send('dev_newBlock', [])
    await adapter.disconnect()
  }, 60_000)

  it('out of reach while the block is built, then back: the receipt, with one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 40_000, pollMs: 500, confirmations: 1 })
    await proxy.setMode('down')
    const waiting = adapter.waitForTransaction({ hash, network })
    await dev.send('dev_newBlock', [])
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await proxy.setMode('forward')
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    expect(sends()).toBe(1)
    await adapter.disconnect()
  }, 60_000)

  it('dropped, then its handshake answered 429 with Retry-After: reconnects back off, then the receipt, one send', async () => {
    const { adapter, hash, sends } = await setup({ timeoutMs: 40_000, pollMs: 500, confirmations: 1 })
    proxy.retryAfterSeconds = 2
    proxy.limits = (method) => method.startsWith('GET ')
    await proxy.setMode('rate-limited')
    const started = Date.now()
    proxy.kill()
    const waiting = adapter.waitForTransaction({ hash, network })
    await dev.send('dev_newBlock', [])
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await proxy.setMode('forward')
    proxy.retryAfterSeconds = undefined
    proxy.limits = undefined
    expect(await waiting).toMatchObject({ hash, status: 'success' })
    const limited = proxy.seen.filter((entry) => entry.answered === 429 && entry.at >= started)
    // Back-off of 200, 400, 800, 1 000 ms between handshakes, not a storm. Spacing, not a count in a window: a loaded
    // machine fires the 3 s timer late, and more spaced handshakes fit in the longer window.
    expect(limited.length).toBeGreaterThanOrEqual(1)
    const gaps = limited.slice(1).map((entry, index) => entry.at - limited[index]!.at)
    expect(gaps.filter((gap) => gap < 150)).toEqual([])
    expect(sends()).toBe(1)
    await adapter.disconnect()
  }, 60_000)
})

describe('fault: the Polkadot node takes requests and never answers', () => {
  const address = encodeAddress(new Uint8Array(32).fill(0x44), 2)

  it('a read on an open connection: a TimeoutError naming the method and the node, no hang', async () => {
    await proxy.setMode('forward')
    const adapter = createPolkadotAdapter(
      fixture.adapterOptions({ rpcUrls: { [network.caipNetworkId]: proxy.wsUrl }, requestTimeoutMs: 3_000 }),
    )
    await adapter.init({ endpoints: {} })
    await adapter.getBalance({ address, network })
    await proxy.setMode('stall')
    const started = Date.now()
    const error = await adapter.getBalance({ address, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toMatch(
      new RegExp(`^state_\\w+ to ${proxy.wsUrl}: no answer within 3000 ms$`),
    )
    // @polkadot/api looks at its pending requests every 5 s.
    expect(Date.now() - started).toBeLessThan(15_000)
    await adapter.disconnect()
  }, 60_000)

  it('its WebSocket handshake never answered: a TimeoutError naming the node, no hang', async () => {
    await proxy.setMode('stall')
    const adapter = createPolkadotAdapter(
      fixture.adapterOptions({ rpcUrls: { [network.caipNetworkId]: proxy.wsUrl }, requestTimeoutMs: 3_000 }),
    )
    await adapter.init({ endpoints: {} })
    const error = await adapter.getBalance({ address, network }).catch((failure: unknown) => failure)
    await proxy.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(
      `Opening the WebSocket to the Polkadot node at ${proxy.wsUrl}: no answer within 3000 ms`,
    )
    await adapter.disconnect()
  }, 60_000)
})
