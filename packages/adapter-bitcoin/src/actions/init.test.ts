import type { Connector } from '@walletport/core'
import { bitcoinRegtest } from '@walletport/core/networks'
import { createBitcoinTestWallet, registerBitcoinTestWallet } from '@walletport/devnet'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'

// Discovery never reaches Esplora.
const esploraUrl = 'http://127.0.0.1:9'

describe('init (discovery)', () => {
  it('lists a Wallet Standard wallet registering after init, and drops it when it unregisters', async () => {
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    const adapter = createBitcoinAdapter({ networks: [bitcoinRegtest], window: page })
    await adapter.init({ endpoints: {} })
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (connectors) => seen.push(connectors))
    const registered = registerBitcoinTestWallet(createBitcoinTestWallet({ esploraUrl }), {
      window: page,
      satsConnect: false,
    })
    expect(seen.map((list) => list.map((connector) => connector.id))).toEqual([
      ['wallet-standard:walletport-test-wallet'],
    ])
    registered.unregister()
    expect(adapter.getConnectors()).toEqual([])
    expect(seen).toHaveLength(2)
  })

  it('a second init restarts discovery without listing a wallet twice', async () => {
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    registerBitcoinTestWallet(createBitcoinTestWallet({ esploraUrl }), { window: page })
    const adapter = createBitcoinAdapter({ networks: [bitcoinRegtest], window: page })
    await adapter.init({ endpoints: {} })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'wallet-standard:walletport-test-wallet',
    ])
  })

  it('lists the connectors of a source after the injected wallets', async () => {
    const source = {
      getConnectors: () => [
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain: 'bip122' },
      ],
      getProvider: async () => {
        throw new Error('not asked at start-up')
      },
    }
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    registerBitcoinTestWallet(createBitcoinTestWallet({ esploraUrl }), { window: page })
    const adapter = createBitcoinAdapter({ networks: [bitcoinRegtest], window: page, connectors: [source] })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'wallet-standard:walletport-test-wallet',
      'walletConnect',
    ])
  })
})
