import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type Network,
  TimeoutError,
  WalletConnectionChangedError,
  WalletPortError,
  WalletTimeoutError,
} from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  type EvmNode,
  type EvmTestWallet,
  type FaultProxy,
  pickFreePortsSync,
  startEvmNode,
  startFaultProxy,
} from '@walletport/devnet'
import { createEvmAdapter } from '../src/createEvmAdapter.js'
import type { EvmConfirmationOptions } from '../src/types.js'
import { TEST_WALLET } from './evmTestSetup.js'
import { localNetwork } from './startEvmFixture.js'
import { type RpcProxy, startRpcProxy } from './startRpcProxy.js'

// Issue 15's fault tests on a real anvil node: the node killed and restarted during send-and-wait, the node out
// of reach for a while, a node answering 429, a node taking requests and never answering (issue 35), and a wallet that stalls, drops, or changes account or chain while
// a signature is asked. Both the wallet and the client reach the node through a proxy on a fixed port, which
// counts what is sent (one broadcast, never two) and plays the outage and the rate limit.

const CHAIN_ID = 31337
const BLOCK_SECONDS = 2
const [nodePort, proxyPort] = pickFreePortsSync(2) as [number, number]

let node: EvmNode
let proxy: RpcProxy
const network: Network = localNetwork(CHAIN_ID, `http://127.0.0.1:${proxyPort}`)

beforeAll(async () => {
  node = await startEvmNode({ port: nodePort, chainId: CHAIN_ID, blockTime: BLOCK_SECONDS })
  proxy = await startRpcProxy(proxyPort, () => `http://127.0.0.1:${nodePort}`)
}, 60_000)

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})

async function setup({
  accountIndexes = [1],
  confirmation = {},
  signTimeoutMs,
}: {
  accountIndexes?: number[]
  confirmation?: EvmConfirmationOptions
  signTimeoutMs?: number
} = {}) {
  await proxy.setMode('forward')
  proxy.seen.length = 0
  const wallet: EvmTestWallet = createEvmTestWallet({
    accounts: accountIndexes.map((index) => node.accounts[index]!),
    rpcUrls: { [CHAIN_ID]: proxy.url, 31338: proxy.url },
    chainId: CHAIN_ID,
  })
  const window = new EventTarget()
  announceEvmTestWallet(wallet, { window })
  const client = createWalletPort({
    adapters: [createEvmAdapter({ networks: [network], window, confirmation })],
    networks: [network],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    ...(signTimeoutMs === undefined ? {} : { timeouts: { signMessage: signTimeoutMs } }),
  })
  await client.ready
  await client.connect({ connectorId: TEST_WALLET })
  return { client, wallet }
}

const sends = () => proxy.count('eth_sendRawTransaction') + proxy.count('eth_sendTransaction')
const recipient = () => node.accounts[7]!.address

describe('fault: the EVM node during send-and-wait', () => {
  it('killed after the broadcast and restarted empty: a clear TimeoutError, no hang, no second send', async () => {
    const { client } = await setup({ confirmation: { timeoutMs: 6_000, pollMs: 500 } })
    const sent = await client.sendTransaction({ to: recipient(), value: 1_000n })
    expect(sends()).toBe(1)
    await node.stop()
    const waiting = sent.wait().catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    node = await startEvmNode({ port: nodePort, chainId: CHAIN_ID, blockTime: BLOCK_SECONDS })
    const error = await waiting
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(sent.hash)
    expect(sends()).toBe(1)
    client.destroy()
  }, 60_000)

  it('out of reach while the block is mined, then back: the receipt, with one send', async () => {
    const { client } = await setup({ confirmation: { timeoutMs: 20_000, pollMs: 500, retries: 20 } })
    const sent = await client.sendTransaction({ to: recipient(), value: 2_000n })
    await proxy.setMode('down')
    const waiting = sent.wait()
    await new Promise((resolve) => setTimeout(resolve, (BLOCK_SECONDS + 1) * 1_000))
    await proxy.setMode('forward')
    const receipt = await waiting
    expect(receipt).toMatchObject({ hash: sent.hash, status: 'success' })
    expect(sends()).toBe(1)
    client.destroy()
  }, 60_000)

  it('answering 429: polls back off (each pause at least the last), no storm, then the receipt', async () => {
    const { client } = await setup({ confirmation: { timeoutMs: 20_000, pollMs: 4_000 } })
    const sent = await client.sendTransaction({ to: recipient(), value: 3_000n })
    await proxy.setMode('rate-limited')
    const started = Date.now()
    const waiting = sent.wait()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await proxy.setMode('forward')
    const receipt = await waiting
    expect(receipt.hash).toBe(sent.hash)
    const limited = proxy.seen.filter((entry) => entry.answered === 429 && entry.at >= started)
    // Pauses of 100, 200, 400, 800, 1 600 ms: five or six requests in three seconds, not hundreds.
    expect(limited.length).toBeGreaterThan(1)
    expect(limited.length).toBeLessThanOrEqual(7)
    const gaps = limited.slice(1).map((entry, index) => entry.at - limited[index]!.at)
    for (const [index, gap] of gaps.entries()) {
      if (index > 0) expect(gap).toBeGreaterThanOrEqual(gaps[index - 1]! * 0.8)
    }
    expect(sends()).toBe(1)
    client.destroy()
  }, 60_000)

  it('answering 429 with Retry-After: the next poll waits that long', async () => {
    const { client } = await setup({ confirmation: { timeoutMs: 20_000, pollMs: 4_000 } })
    const sent = await client.sendTransaction({ to: recipient(), value: 4_000n })
    proxy.retryAfterSeconds = 2
    await proxy.setMode('rate-limited')
    const started = Date.now()
    const waiting = sent.wait()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await proxy.setMode('forward')
    proxy.retryAfterSeconds = undefined
    expect((await waiting).hash).toBe(sent.hash)
    const limited = proxy.seen.filter((entry) => entry.answered === 429 && entry.at >= started)
    expect(limited.length).toBeGreaterThanOrEqual(1)
    expect(limited.length).toBeLessThanOrEqual(2)
    for (const [index, entry] of limited.slice(1).entries()) {
      expect(entry.at - limited[index]!.at).toBeGreaterThanOrEqual(1_900)
    }
    expect(sends()).toBe(1)
    client.destroy()
  }, 60_000)
})

describe('fault: the EVM node takes requests and never answers', () => {
  let silent: FaultProxy

  beforeAll(async () => {
    silent = await startFaultProxy({ target: `http://127.0.0.1:${nodePort}` })
  })

  afterAll(() => silent?.stop())

  async function stalledAdapter() {
    await silent.setMode('forward')
    const adapter = createEvmAdapter({
      networks: [localNetwork(CHAIN_ID, silent.url)],
      window: new EventTarget(),
      requestTimeoutMs: 3_000,
      confirmation: { timeoutMs: 4_000, pollMs: 500 },
    })
    await adapter.init({ endpoints: {} })
    await silent.setMode('stall')
    return { adapter, network: localNetwork(CHAIN_ID, silent.url) }
  }

  it('a read: a TimeoutError naming the method and the node at requestTimeoutMs, no hang', async () => {
    const { adapter, network } = await stalledAdapter()
    const started = Date.now()
    const error = await adapter
      .getBalance({ address: recipient(), network })
      .catch((failure: unknown) => failure)
    await silent.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`eth_getBalance to ${silent.url}: no answer within 3000 ms`)
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 30_000)

  it('while a transaction is awaited: a TimeoutError naming the hash at the wait’s time-out', async () => {
    const { adapter, network } = await stalledAdapter()
    const hash = `0x${'ab'.repeat(32)}`
    const error = await adapter.waitForTransaction({ hash, network }).catch((failure: unknown) => failure)
    await silent.setMode('forward')
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain(hash)
    expect((error as TimeoutError).cause).toBeInstanceOf(TimeoutError)
  }, 30_000)
})

describe('fault: the wallet during a sign request', () => {
  it('stalls: WalletTimeoutError at the time-out, still connected, its late answer ignored', async () => {
    const { client, wallet } = await setup({ signTimeoutMs: 1_500 })
    wallet.setBehavior('stall', 'personal_sign')
    const error = await client.signMessage({ message: 'hello' }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(WalletTimeoutError)
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(wallet.release('approve')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.getState().chains.eip155?.accountState.status).toBe('connected')
    client.destroy()
  }, 30_000)

  it('drops the connection: a named error, and the client disconnected with no address', async () => {
    const { client, wallet } = await setup()
    wallet.setBehavior('drop', 'personal_sign')
    const error = await client.signMessage({ message: 'hello' }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(WalletPortError)
    const chain = client.getState().chains.eip155
    expect(chain?.accountState).toMatchObject({ status: 'disconnected', address: undefined })
    client.destroy()
  }, 30_000)

  it('changes account while asked: WalletConnectionChangedError, the new account in state, the late signature dropped', async () => {
    const { client, wallet } = await setup({ accountIndexes: [1, 2] })
    wallet.setBehavior('stall', 'personal_sign')
    const signing = client.signMessage({ message: 'hello' }).catch((failure: unknown) => failure)
    await eventually(() => expect(wallet.pendingCount).toBe(1), { timeoutMs: 20_000 })
    const other = node.accounts[2]!.address
    wallet.selectAccount(other)
    const error = await signing
    expect(error).toBeInstanceOf(WalletConnectionChangedError)
    wallet.release('approve')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.getState().chains.eip155?.accountState.address?.toLowerCase()).toBe(other.toLowerCase())
    client.destroy()
  }, 30_000)

  it('changes chain while asked: WalletConnectionChangedError, the wallet’s chain in state', async () => {
    const { client, wallet } = await setup()
    wallet.setBehavior('stall', 'personal_sign')
    wallet.setBehavior('approve', 'wallet_switchEthereumChain')
    const signing = client.signMessage({ message: 'hello' }).catch((failure: unknown) => failure)
    await eventually(() => expect(wallet.pendingCount).toBe(1), { timeoutMs: 20_000 })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const error = await signing
    expect(error).toBeInstanceOf(WalletConnectionChangedError)
    wallet.release('reject')
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    client.destroy()
  }, 30_000)
})
