import type { Connector } from '@walletport/core'
import { defineNetwork } from '@walletport/core'
import { localSolana, solana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet } from '@walletport/devnet'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

// Discovery never reaches a node.
const rpcUrl = 'http://127.0.0.1:9'
const network = defineNetwork({ ...localSolana, rpcUrls: { default: { http: [rpcUrl] } } })

describe('init (Wallet Standard discovery)', () => {
  it('lists a wallet that registers after init and sends connectorsChanged, with its name normalised', async () => {
    const window = new EventTarget()
    const adapter = createSolanaAdapter({ networks: [network], window })
    await adapter.init({ endpoints: {} })
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (list) => seen.push(list))
    expect(adapter.getConnectors()).toEqual([])
    const late = createSolanaTestWallet({ rpcUrl, name: 'phantom  wallet' })
    registerStandardWallet(late.wallet, window)
    expect(seen.at(-1)?.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'wallet-standard:phantom', name: 'Phantom' },
    ])
    expect(adapter.getConnectors()[0]?.provider).toBe(late.wallet)
  })

  it('does not list a wallet that serves none of the configured clusters', async () => {
    const window = new EventTarget()
    const elsewhere = createSolanaTestWallet({ rpcUrls: { 'solana:mainnet': rpcUrl } })
    registerStandardWallet(elsewhere.wallet, window)
    const adapter = createSolanaAdapter({ networks: [network], window })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([])
    const mainnetAdapter = createSolanaAdapter({ networks: [solana], window })
    await mainnetAdapter.init({ endpoints: {} })
    expect(mainnetAdapter.getConnectors().map((connector) => connector.name)).toEqual([
      'WalletPort Test Wallet',
    ])
  })

  it('drops a wallet that unregisters, and a second init does not list anything twice', async () => {
    const window = new EventTarget()
    const adapter = createSolanaAdapter({ networks: [network], window })
    await adapter.init({ endpoints: {} })
    await adapter.init({ endpoints: {} })
    const wallet = createSolanaTestWallet({ rpcUrl })
    const unregister = registerStandardWallet(wallet.wallet, window)
    expect(adapter.getConnectors()).toHaveLength(1)
    unregister()
    expect(adapter.getConnectors()).toEqual([])
  })
})
