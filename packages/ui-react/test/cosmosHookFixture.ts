import { createCosmosAdapter } from '@walletport/adapter-cosmos'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  type Network,
  type WalletPortClient,
} from '@walletport/core'
import { localCosmos } from '@walletport/core/networks'
import {
  type CosmosDevnet,
  type CosmosTestWallet,
  createCosmosTestWallet,
  injectCosmosTestWallet,
  startCosmosDevnet,
} from '@walletport/devnet'

export interface CosmosHookSetup {
  client: WalletPortClient
  wallet: CosmosTestWallet
  network: Network
  node: CosmosDevnet
}

/**
 * For hook tests on the real cosmos adapter (the file needs `@jest-environment ./test/jsdomWithNodeFetch.cjs`): the
 * devnet's fixture-backed CometBFT node (bank sends only; no Cosmos SDK node runs here) for the file, and `setup`:
 * the devnet's Keplr-style test wallet installed as `keplr` on a fresh EventTarget and a WalletPort client on it.
 */
export function cosmosHookFixture() {
  let node: CosmosDevnet | undefined
  const clients: WalletPortClient[] = []

  beforeAll(async () => {
    node = await startCosmosDevnet()
  }, 60_000)

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
  })

  afterAll(() => node?.stop())

  async function setup(): Promise<CosmosHookSetup> {
    if (!node) throw new Error('the cosmos fixture node has not started')
    const network = defineNetwork({ ...localCosmos, rpcUrls: { default: { http: [node.rpcUrl] } } })
    const window = new EventTarget()
    const wallet = await createCosmosTestWallet({
      chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl, bech32Prefix: node.bech32Prefix }],
      eventTarget: window,
    })
    injectCosmosTestWallet(window, wallet)
    const client = createWalletPort({
      adapters: [createCosmosAdapter({ networks: [network], window })],
      networks: [network],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      enableWalletConnect: false,
    })
    clients.push(client)
    await client.ready
    return { client, wallet, network, node }
  }

  return { setup }
}
