import { createEvmAdapter } from '@walletport/adapter-evm'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  type Network,
  type WalletPortClient,
} from '@walletport/core'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  deployTestToken,
  type EvmNode,
  type EvmTestWallet,
  startEvmNode,
} from '@walletport/devnet'

/** The id the devnet's EVM test wallet announces itself under (its EIP-6963 rdns). */
export const TEST_WALLET = 'dev.walletport.testwallet'

const localNetwork = (node: EvmNode): Network =>
  defineNetwork({
    id: node.chainId,
    chainNamespace: 'eip155',
    name: `Local ${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
    testnet: true,
  })

export interface EvmHookSetup {
  client: WalletPortClient
  wallet: EvmTestWallet
  networks: [Network, Network]
  address: `0x${string}`
  /** The devnet's test ERC-20 on 31337 (every funded account holds TEST_TOKEN_GRANT). */
  token: `0x${string}`
}

/**
 * For hook tests on a real EVM adapter (the file needs `@jest-environment ./test/jsdomWithNodeFetch.cjs`): two
 * anvil nodes (31337 with the devnet's test token, 31338) for the file, and `setup`: the devnet's EVM test wallet
 * announced into a fresh EventTarget and a WalletPort client on it (WalletConnect off), connected unless asked not.
 */
export function evmHookFixture() {
  let nodes: [EvmNode, EvmNode] | undefined
  let token: `0x${string}` | undefined
  const clients: WalletPortClient[] = []

  beforeAll(async () => {
    const [a, b] = await Promise.all([startEvmNode({ chainId: 31337 }), startEvmNode({ chainId: 31338 })])
    nodes = [a, b]
    token = (await deployTestToken(a.rpcUrl, a.accounts)) as `0x${string}`
  }, 60_000)

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
  })

  afterAll(async () => {
    await Promise.all(nodes?.map((node) => node.stop()) ?? [])
  })

  async function setup({
    index = 1,
    connect = true,
    eip5792 = true,
  }: {
    index?: number
    connect?: boolean
    eip5792?: boolean
  } = {}): Promise<EvmHookSetup> {
    if (!nodes || !token) throw new Error('the anvil nodes have not started')
    const networks = nodes.map(localNetwork) as [Network, Network]
    const wallet = createEvmTestWallet({
      accounts: [nodes[0].accounts[index]!],
      rpcUrls: Object.fromEntries(nodes.map((node) => [node.chainId, node.rpcUrl])),
      chainId: 31337,
      eip5792,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wallet, { window })
    const client = createWalletPort({
      adapters: [createEvmAdapter({ networks, window })],
      networks,
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      enableWalletConnect: false,
    })
    clients.push(client)
    await client.ready
    if (connect) await client.connect({ connectorId: TEST_WALLET })
    return { client, wallet, networks, address: wallet.addresses[0]! as `0x${string}`, token }
  }

  return {
    setup,
    get nodes() {
      if (!nodes) throw new Error('the anvil nodes have not started')
      return nodes
    },
  }
}
