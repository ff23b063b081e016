import { ed25519 } from '@noble/curves/ed25519.js'
import type { Wallet } from '@wallet-standard/base'
import { type Account, type Connector, decodeBase58, defineNetwork } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet, type SolanaTestWallet } from '@walletport/devnet'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import type { SolanaConnectorSource } from './types.js'

// Connecting and signing happen in the wallet: no node is reached in these tests.
const network = defineNetwork({
  ...localSolana,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const SOURCE_ID = 'walletConnect'

/** A connector source handing over a real (devnet test) Wallet Standard wallet, recording each hand-over. */
function sourceOf(wallet: Wallet): SolanaConnectorSource & { handedOver: string[] } {
  const connector: Connector = {
    id: SOURCE_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
  }
  const handedOver: string[] = []
  return {
    handedOver,
    getConnectors: () => [connector],
    async getProvider(connectorId) {
      handedOver.push(connectorId)
      return wallet
    },
  }
}

async function setup(parameters: { authorized?: boolean } = {}) {
  const wallet: SolanaTestWallet = createSolanaTestWallet({
    rpcUrl: network.rpcUrls.default.http[0]!,
    name: 'Source Wallet',
    ...(parameters.authorized && { authorized: true }),
  })
  const installed = createSolanaTestWallet({ rpcUrl: network.rpcUrls.default.http[0]!, name: 'Installed' })
  const window = new EventTarget()
  registerStandardWallet(installed.wallet, window)
  const source = sourceOf(wallet.wallet)
  const adapter = createSolanaAdapter({ networks: [network], window, connectors: [source] })
  await adapter.init({ endpoints: {} })
  return { adapter, wallet, source }
}

describe('createSolanaAdapter with connector sources', () => {
  it("lists a source's connectors after the discovered wallets, without asking it for a wallet", async () => {
    const { adapter, source } = await setup()
    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type])).toEqual([
      ['wallet-standard:installed', 'ANNOUNCED'],
      [SOURCE_ID, 'WALLET_CONNECT'],
    ])
    expect(source.handedOver).toEqual([])
  })

  it('connects and signs through the wallet the source hands over for its connector', async () => {
    const { adapter, wallet, source } = await setup()
    const connection = await adapter.connect({ connectorId: SOURCE_ID, network })
    expect(source.handedOver).toEqual([SOURCE_ID])
    expect(connection).toEqual({
      connectorId: SOURCE_ID,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      caipNetworkId: 'solana:localnet',
    })
    expect(adapter.getProvider()).toBe(wallet.wallet)
    const signature = await adapter.signMessage({ message: 'hello', address: wallet.address, network })
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode('hello'),
        decodeBase58(wallet.address),
      ),
    ).toBe(true)
  })

  it("reconnects through the source's wallet without prompting: its accounts when authorised, else none", async () => {
    const authorised = await setup({ authorized: true })
    expect(await authorised.adapter.reconnect({ connectorId: SOURCE_ID, network })).toMatchObject({
      connectorId: SOURCE_ID,
      accounts: [{ address: authorised.wallet.address }],
    })
    const stranger = await setup()
    expect(await stranger.adapter.reconnect({ connectorId: SOURCE_ID, network })).toBeNull()
    expect(stranger.wallet.requests).toEqual([])
  })

  it('clears the connection when the wallet announces no accounts (a session ended in the wallet)', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: SOURCE_ID, network })
    const changes: (readonly Account[])[] = []
    adapter.on('accountsChanged', (accounts) => changes.push(accounts))
    wallet.revoke()
    expect(changes).toEqual([[]])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it("disconnects through the source wallet's standard:disconnect", async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: SOURCE_ID, network })
    expect(wallet.isAuthorized).toBe(true)
    await adapter.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
