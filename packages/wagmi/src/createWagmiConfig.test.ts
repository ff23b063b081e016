import { http } from '@wagmi/core'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  RpcUrlNotFoundError,
  withRpc,
} from '@walletport/core'
import { mainnet } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createWagmiConfig } from './createWagmiConfig.js'
import { EvmNetworkNotConfiguredError, NoEvmNetworksError, NotAnEvmNetworkError } from './errors.js'
import { toWagmiChain } from './toWagmiChain.js'

const evm = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:4000' } },
  testnet: true,
})
const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

describe('toWagmiChain', () => {
  it('maps id, name, currency, RPC URL, explorer and testnet', () => {
    expect(toWagmiChain(evm)).toEqual({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'Local scan', url: 'http://127.0.0.1:4000' } },
      testnet: true,
    })
  })

  it("uses the client's hosted RPC base when one is set", () => {
    expect(toWagmiChain(evm, 'https://rpc.example.org').rpcUrls.default.http).toEqual([
      'https://rpc.example.org/v1/?chainId=eip155%3A31337',
    ])
  })

  it('refuses a network of another namespace, naming it', () => {
    expect(() => toWagmiChain(solana)).toThrow(NotAnEvmNetworkError)
    expect(() => toWagmiChain(solana)).toThrow(`Expected an eip155 network, got "${solana.caipNetworkId}"`)
  })
})

describe('createWagmiConfig', () => {
  const storage = () => createStorage({ backend: createMemoryStorageBackend() })

  it("takes the client's eip155 networks as chains, with WalletPort's connector and no discovery of its own", () => {
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ namespace: 'eip155', networks: [evm] })],
      networks: [evm],
      storage: storage(),
      enableWalletConnect: false,
    })
    const config = createWagmiConfig({ client })
    expect(config.chains.map((chain) => chain.id)).toEqual([31337])
    expect(config.connectors.map((connector) => connector.id)).toEqual(['walletport'])
    client.destroy()
  })

  it('chainIds picks and orders the chains; an id the client lacks is EvmNetworkNotConfiguredError', () => {
    const other = defineNetwork({ ...evm, id: 31338, name: 'Local 2', caipNetworkId: undefined })
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ namespace: 'eip155', networks: [evm, other] })],
      networks: [evm, other],
      storage: storage(),
      enableWalletConnect: false,
    })
    expect(createWagmiConfig({ client, chainIds: [31338, 31337] }).chains.map((chain) => chain.id)).toEqual([
      31338, 31337,
    ])
    expect(createWagmiConfig({ client, chainIds: [31338] }).chains.map((chain) => chain.id)).toEqual([31338])
    expect(() => createWagmiConfig({ client, chainIds: [10] })).toThrow(EvmNetworkNotConfiguredError)
    expect(() => createWagmiConfig({ client, chainIds: [10] })).toThrow(
      "Chain 10 is not one of the WalletPort client's eip155 networks",
    )
    client.destroy()
  })

  it('a network with no node is RpcUrlNotFoundError unless the app gives its transport; withRpc is its node', () => {
    const clientOn = (network: typeof mainnet, endpoints = {}) =>
      createWalletPort({
        adapters: [createMemoryAdapter({ namespace: 'eip155', networks: [network] })],
        networks: [network],
        endpoints,
        storage: storage(),
        enableWalletConnect: false,
      })
    const bare = clientOn(mainnet)
    expect(() => createWagmiConfig({ client: bare })).toThrow(RpcUrlNotFoundError)
    expect(() => createWagmiConfig({ client: bare })).toThrow('No RPC URL for network "Ethereum" (eip155:1)')
    expect(
      createWagmiConfig({ client: bare, transports: { 1: http('http://127.0.0.1:8545') } }).chains[0],
    ).toMatchObject({ id: 1, rpcUrls: { default: { http: [] } } })
    const given = clientOn(withRpc(mainnet, 'http://127.0.0.1:8545'))
    expect(createWagmiConfig({ client: given }).chains[0]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8545',
    ])
    const hosted = clientOn(mainnet, { rpc: 'http://127.0.0.1:4000' })
    expect(createWagmiConfig({ client: hosted }).chains[0]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:4000/v1/?chainId=eip155%3A1',
    ])
    for (const client of [bare, given, hosted]) client.destroy()
  })

  it('refuses a client without an eip155 network', () => {
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ namespace: 'solana', networks: [solana] })],
      networks: [solana],
      storage: storage(),
      enableWalletConnect: false,
    })
    expect(() => createWagmiConfig({ client })).toThrow(NoEvmNetworksError)
    expect(() => createWagmiConfig({ client })).toThrow('The WalletPort client has no eip155 network')
    client.destroy()
  })
})
