import { defineNetwork, type Network, RpcUrlNotFoundError, withRpc } from '@walletport/core'
import { localPolkadot, mainnet } from '@walletport/core/networks'
import { buildNamespaces } from './buildNamespaces.js'

const evm = (id: number, rpc: string): Network =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  })
const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Sol', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

describe('buildNamespaces', () => {
  it('groups requested networks by namespace with that namespace’s methods and events', () => {
    const namespaces = buildNamespaces({ networks: [evm(1, 'http://a'), solana, evm(10, 'http://b')] })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
    )
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
  })

  it('points every chain at the network’s own RPC, by reference and by CAIP-2 id', () => {
    const namespaces = buildNamespaces({ networks: [evm(31337, 'http://127.0.0.1:8545')] })
    expect(namespaces.eip155?.rpcMap).toEqual({
      '31337': 'http://127.0.0.1:8545',
      'eip155:31337': 'http://127.0.0.1:8545',
    })
  })

  it('lets rpcMap override a network’s RPC', () => {
    const namespaces = buildNamespaces({
      networks: [evm(1, 'http://a')],
      rpcMap: { 'eip155:1': 'http://override' },
    })
    expect(namespaces.eip155?.rpcMap['1']).toBe('http://override')
  })

  it("refuses a network with no node of its own and none in rpcMap, naming it (no fallback to WalletConnect's hosted RPC)", () => {
    expect(() => buildNamespaces({ networks: [mainnet] })).toThrow(RpcUrlNotFoundError)
    expect(() => buildNamespaces({ networks: [mainnet] })).toThrow('"Ethereum" (eip155:1)')
    expect(
      buildNamespaces({ networks: [mainnet], rpcMap: { 'eip155:1': 'http://a' } }).eip155?.rpcMap['1'],
    ).toBe('http://a')
    expect(buildNamespaces({ networks: [withRpc(mainnet, 'http://b')] }).eip155?.rpcMap['1']).toBe('http://b')
  })

  it('leaves a WebSocket-only network out of rpcMap', () => {
    expect(buildNamespaces({ networks: [localPolkadot] }).polkadot?.rpcMap).toEqual({})
  })

  it('adds methods and events asked for on top of the defaults, without duplicates', () => {
    const namespaces = buildNamespaces({
      networks: [evm(1, 'http://a')],
      namespaces: { eip155: { methods: ['eth_signTransaction', 'personal_sign'], events: ['message'] } },
    })
    expect(namespaces.eip155?.methods.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(namespaces.eip155?.methods).toContain('eth_signTransaction')
    expect(namespaces.eip155?.events).toContain('message')
  })

  it('lists a network requested twice once', () => {
    const network = evm(1, 'http://a')
    expect(buildNamespaces({ networks: [network, network] }).eip155?.chains).toEqual(['eip155:1'])
  })

  it('returns no namespace for no networks', () => {
    expect(buildNamespaces({ networks: [] })).toEqual({})
  })
})
