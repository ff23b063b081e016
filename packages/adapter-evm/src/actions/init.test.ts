import type { Connector } from '@walletport/core'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  defaultEvmMnemonic,
  deriveEvmAccounts,
} from '@walletport/devnet'
import { TEST_WALLET } from '../../test/evmTestSetup.js'
import { localNetwork } from '../../test/startEvmFixture.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

// Discovery never talks to a node: the wallets here point at a closed port.
const networks = [localNetwork(31337, 'http://127.0.0.1:9')]
const account = deriveEvmAccounts(defaultEvmMnemonic)[0]!

function testWallet() {
  return createEvmTestWallet({
    accounts: [account],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainId: 31337,
  })
}

describe('init (connector discovery)', () => {
  it('lists a wallet announced over EIP-6963 after init and emits connectorsChanged', async () => {
    const window = new EventTarget()
    const adapter = createEvmAdapter({ networks, window })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([])
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (connectors) => seen.push(connectors))
    const wallet = testWallet()
    announceEvmTestWallet(wallet, {
      window,
      name: 'Trust Wallet',
      rdns: 'com.trustwallet.app',
      uuid: 'u-1',
      icon: 'data:image/svg+xml,x',
    })
    expect(seen).toHaveLength(1)
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'com.trustwallet.app',
        name: 'Trust',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: 'data:image/svg+xml,x',
        info: { rdns: 'com.trustwallet.app', uuid: 'u-1' },
        installed: true,
        provider: wallet,
      },
    ])
  })

  it('ignores malformed announcements and repeated announcements of the same provider', async () => {
    const window = new EventTarget()
    announceEvmTestWallet(testWallet(), { window })
    const adapter = createEvmAdapter({ networks, window })
    await adapter.init({ endpoints: {} })
    const before = adapter.getConnectors()
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' } } }))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(adapter.getConnectors()).toBe(before)
    expect(before.map((connector) => connector.id)).toEqual([TEST_WALLET])
  })

  it("offers the legacy window.ethereum as 'Browser Wallet' (INJECTED), unless that provider was announced", async () => {
    const wallet = testWallet()
    const legacy = Object.assign(new EventTarget(), { ethereum: wallet })
    const adapter = createEvmAdapter({ networks, window: legacy })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
        provider: wallet,
      },
    ])
    announceEvmTestWallet(wallet, { window: legacy })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET])
  })

  it('adds the connectors of an extra source and refreshes when the source changes', async () => {
    let listed: Connector[] = []
    let notify = () => {}
    const adapter = createEvmAdapter({
      networks,
      window: new EventTarget(),
      connectors: [
        {
          getConnectors: () => listed,
          watch: (onChange) => {
            notify = onChange
            return () => {}
          },
        },
      ],
    })
    await adapter.init({ endpoints: {} })
    listed = [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }]
    notify()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['walletConnect'])
  })

  it("a source's own wallet that the app also announces over EIP-6963 is listed once, as the source's", async () => {
    const window = new EventTarget()
    const provider = testWallet()
    const own: Connector = {
      id: 'walletport-embedded',
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      provider,
    }
    const adapter = createEvmAdapter({ networks, window, connectors: [{ getConnectors: () => [own] }] })
    await adapter.init({ endpoints: {} })
    announceEvmTestWallet(provider, { window, name: 'My dapp', rdns: 'org.walletport.embedded' })
    announceEvmTestWallet(testWallet(), { window })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'dev.walletport.testwallet',
      'walletport-embedded',
    ])
  })

  it('a second init stops the first discovery: an announcement is listed once, not per init', async () => {
    const window = new EventTarget()
    const adapter = createEvmAdapter({ networks, window })
    await adapter.init({ endpoints: {} })
    await adapter.init({ endpoints: {} })
    let changes = 0
    adapter.on('connectorsChanged', () => changes++)
    announceEvmTestWallet(testWallet(), { window })
    expect(changes).toBe(1)
    expect(adapter.getConnectors()).toHaveLength(1)
  })
})
