import { createEvmAdapter } from '@walletport/adapter-evm'
import type { Network } from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import {
  createWalletConnectTestWallet,
  type EvmNode,
  type FaultProxy,
  startEvmNode,
  startFaultProxy,
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectTestWallet,
} from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import { closeTestDapps, createTestDapp, type TestDapp, testEvmNetwork } from '../test/createTestDapp.js'

// Issue 35: the WalletConnect relay dropped mid-session, as the app sees it (the dapp reaches the devnet relay
// through a fault proxy; the wallet reaches it directly). The session must survive the reconnect: same topic,
// still connected, and the next request answered.

jest.setTimeout(90_000)

const wait = { timeoutMs: 30_000, intervalMs: 50 }

let relay: WalletConnectRelay
let proxy: FaultProxy
let node: EvmNode
let network: Network
let wallet: WalletConnectTestWallet

const handshakes = () => proxy.seen.filter((entry) => entry.answered === 101).length

beforeAll(async () => {
  ;[relay, node] = await Promise.all([startWalletConnectRelay(), startEvmNode({ chainId: 31337 })])
  proxy = await startFaultProxy({ target: relay.url.replace(/^ws/, 'http') })
  network = testEvmNetwork(node.rpcUrl)
}, 60_000)

afterAll(async () => {
  await Promise.allSettled([proxy?.stop(), relay?.stop(), node?.stop()])
})

beforeEach(async () => {
  await proxy.setMode('forward')
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
  })
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

async function connectedDapp(): Promise<TestDapp> {
  const dapp = createTestDapp({
    networks: [network],
    relayUrl: proxy.wsUrl,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [network], connectors: [walletConnect.forNamespace('eip155')] }),
    ],
  })
  await dapp.client.ready
  dapp.client.open()
  dapp.client.selectWallet({ id: 'phone-wallet', name: 'Phone Wallet' })
  const uri = await eventually(() => {
    const found = dapp.client.getState().modal.data?.wcUri
    if (!found) throw new Error('no pairing URI yet')
    return found
  }, wait)
  await wallet.pair(uri)
  await eventually(() => {
    const status = dapp.client.getState().chains.eip155?.accountState.status
    if (status !== 'connected') throw new Error(`status ${status}`)
  }, wait)
  return dapp
}

describe('fault: the WalletConnect relay dropped mid-session', () => {
  it('cut and back at once: the same session stays connected and the next request is answered', async () => {
    const dapp = await connectedDapp()
    const topic = dapp.walletConnect.getSession()?.topic
    const before = handshakes()
    proxy.kill()
    const signature = await dapp.client.signMessage({ message: 'after the relay dropped' })
    expect(verifyMessage('after the relay dropped', signature)).toBe(wallet.address)
    expect(handshakes()).toBeGreaterThan(before)
    expect(dapp.walletConnect.getSession()?.topic).toBe(topic)
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('connected')
  })

  it('out of reach for a while, then back: the same session, the request made meanwhile answered', async () => {
    const dapp = await connectedDapp()
    const topic = dapp.walletConnect.getSession()?.topic
    const before = handshakes()
    await proxy.setMode('down')
    const signing = dapp.client.signMessage({ message: 'while the relay was down' })
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('connected')
    await proxy.setMode('forward')
    const signature = await signing
    expect(verifyMessage('while the relay was down', signature)).toBe(wallet.address)
    expect(handshakes()).toBeGreaterThan(before)
    expect(dapp.walletConnect.getSession()?.topic).toBe(topic)
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('connected')
  })
})
