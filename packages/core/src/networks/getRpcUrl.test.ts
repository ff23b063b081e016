import { RpcUrlNotFoundError } from '../errors/networks.js'
import { defineNetwork } from './defineNetwork.js'
import { getRpcUrl } from './getRpcUrl.js'
import { mainnet } from './index.js'

const ethereum = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io', 'https://backup.example'] } },
})

const wsOnly = defineNetwork({
  id: 'local',
  chainNamespace: 'polkadot',
  name: 'Polkadot Local',
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
  rpcUrls: { default: { http: [], webSocket: ['ws://127.0.0.1:8000'] } },
})

describe('getRpcUrl', () => {
  it('builds {rpc}/v1/?chainId={caipNetworkId}&projectId={id} with a hosted base', () => {
    expect(getRpcUrl(ethereum, { rpc: 'https://rpc.example.com', projectId: 'abc123' })).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A1&projectId=abc123',
    )
  })

  it('drops trailing slashes of the hosted base', () => {
    expect(getRpcUrl(ethereum, { rpc: 'http://127.0.0.1:4000//', projectId: 'p' })).toBe(
      'http://127.0.0.1:4000/v1/?chainId=eip155%3A1&projectId=p',
    )
  })

  it('URL-encodes the query values', () => {
    expect(getRpcUrl(ethereum, { rpc: 'https://rpc.example.com', projectId: 'a b&c=d' })).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A1&projectId=a%20b%26c%3Dd',
    )
  })

  it('omits projectId for a hosted base without one', () => {
    expect(getRpcUrl(ethereum, { rpc: 'https://rpc.example.com' })).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A1',
    )
  })

  it('uses the first http URL of the network without a hosted base', () => {
    expect(getRpcUrl(ethereum)).toBe('https://eth.merkle.io')
    expect(getRpcUrl(ethereum, { projectId: 'abc123' })).toBe('https://eth.merkle.io')
    expect(getRpcUrl(ethereum, { rpc: '' })).toBe('https://eth.merkle.io')
  })

  it('falls back to the first WebSocket URL for a WebSocket-only network', () => {
    expect(getRpcUrl(wsOnly)).toBe('ws://127.0.0.1:8000')
  })

  it('throws RpcUrlNotFoundError when the network lists no URL', () => {
    const bare = { ...ethereum, rpcUrls: { default: { http: [] } } }
    expect(() => getRpcUrl(bare)).toThrow(RpcUrlNotFoundError)
    expect(() => getRpcUrl(bare)).toThrow('No RPC URL for network "Ethereum" (eip155:1)')
  })

  it('throws a RpcUrlNotFoundError naming a preset and how to give it a node', () => {
    let thrown: unknown
    try {
      getRpcUrl(mainnet)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(RpcUrlNotFoundError)
    expect((thrown as RpcUrlNotFoundError).caipNetworkId).toBe('eip155:1')
    expect((thrown as Error).message).toBe(
      'No RPC URL for network "Ethereum" (eip155:1): give it your node with withRpc(network, url) or ' +
        'endpoints.rpc, or opt in to its public endpoint with withPublicRpc(network)',
    )
  })

  it('uses a hosted base for a preset that has no node of its own', () => {
    expect(getRpcUrl(mainnet, { rpc: 'https://rpc.example.com' })).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A1',
    )
  })
})
