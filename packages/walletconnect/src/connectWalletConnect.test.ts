import { createEvmAdapter } from '@walletport/adapter-evm'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  WalletConnectConnectorNotFoundError,
} from '@walletport/core'
import { connectWalletConnect, getWalletConnectNamespaces } from './connectWalletConnect.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'

const network = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: these tests fail before anything is requested.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const metadata = { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] }

function setup(options: { enableWalletConnect?: boolean; withConnector?: boolean }) {
  const walletConnect = createWalletConnectConnector({
    networks: [network],
    metadata,
    relayUrl: 'ws://127.0.0.1:9',
  })
  const client = createWalletPort({
    adapters: [
      createEvmAdapter({
        networks: [network],
        connectors: options.withConnector === false ? [] : [walletConnect.forNamespace('eip155')],
      }),
    ],
    networks: [network],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    endpoints: { relay: 'ws://127.0.0.1:9' },
    ...(options.enableWalletConnect === undefined
      ? {}
      : { enableWalletConnect: options.enableWalletConnect }),
  })
  return { client, walletConnect }
}

describe('connectWalletConnect', () => {
  it("throws 'WalletConnectConnector not found' when the app turned WalletConnect off", async () => {
    const { client, walletConnect } = setup({ enableWalletConnect: false })
    await client.ready
    const error = await connectWalletConnect(client, walletConnect).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect((error as Error).message).toContain('WalletConnectConnector not found')
    client.destroy()
  })

  it("throws 'WalletConnectConnector not found' when no adapter lists the connector", async () => {
    const { client, walletConnect } = setup({ withConnector: false })
    await client.ready
    await expect(connectWalletConnect(client, walletConnect)).rejects.toBeInstanceOf(
      WalletConnectConnectorNotFoundError,
    )
    client.destroy()
  })

  it('lists the namespaces whose adapter offers WalletConnect', async () => {
    const { client } = setup({})
    await client.ready
    expect(getWalletConnectNamespaces(client)).toEqual(['eip155'])
    expect(client.getConnectors().find((connector) => connector.id === 'walletConnect')?.type).toBe(
      'WALLET_CONNECT',
    )
    client.destroy()
  })
})
