import { InvalidNetworkError } from '../errors/networks.js'
import { type DefineNetworkParameters, defineNetwork } from './defineNetwork.js'

const valid: DefineNetworkParameters = {
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

function withChanges(changes: Record<string, unknown>): DefineNetworkParameters {
  return { ...valid, ...changes } as DefineNetworkParameters
}

function errorOf(run: () => unknown): InvalidNetworkError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidNetworkError) return error
    throw error
  }
  throw new Error('expected an InvalidNetworkError, nothing was thrown')
}

describe('defineNetwork', () => {
  it('derives caipNetworkId from chainNamespace and id when omitted', () => {
    expect(defineNetwork(valid).caipNetworkId).toBe('eip155:1')
    expect(defineNetwork(withChanges({ chainNamespace: 'cosmos', id: 'cosmoshub-4' })).caipNetworkId).toBe(
      'cosmos:cosmoshub-4',
    )
  })

  it('accepts a caipNetworkId that matches chainNamespace and id', () => {
    expect(defineNetwork(withChanges({ caipNetworkId: 'eip155:1' })).caipNetworkId).toBe('eip155:1')
  })

  it('keeps every given field', () => {
    const network = defineNetwork(withChanges({ testnet: true, custom: { foo: 'bar' } }))
    expect(network).toEqual({ ...valid, caipNetworkId: 'eip155:1', testnet: true, custom: { foo: 'bar' } })
  })

  it('returns a frozen object with frozen nested objects', () => {
    const network = defineNetwork(withChanges({ custom: { foo: 'bar' } }))
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network.nativeCurrency)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
    expect(Object.isFrozen(network.blockExplorers?.default)).toBe(true)
    expect(Object.isFrozen(network.custom)).toBe(true)
  })

  it('does not freeze or keep references to the caller input', () => {
    const input = withChanges({ rpcUrls: { default: { http: ['https://eth.merkle.io'] } } })
    const network = defineNetwork(input)
    expect(Object.isFrozen(input)).toBe(false)
    expect(Object.isFrozen(input.rpcUrls.default.http)).toBe(false)
    expect(network.rpcUrls.default.http).not.toBe(input.rpcUrls.default.http)
  })

  it('accepts a WebSocket-only RPC list', () => {
    const network = defineNetwork(
      withChanges({
        chainNamespace: 'polkadot',
        id: 'local',
        rpcUrls: { default: { http: [], webSocket: ['ws://127.0.0.1:8000'] } },
      }),
    )
    expect(network.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8000'])
  })

  it('accepts an empty default RPC list: a network whose node the app gives later', () => {
    const network = defineNetwork(withChanges({ rpcUrls: { default: { http: [] } } }))
    expect(network.rpcUrls.default).toEqual({ http: [] })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['rejects a missing name', { name: undefined }, 'name'],
    ['rejects a blank name', { name: '  ' }, 'name'],
    ['rejects a missing chainNamespace', { chainNamespace: undefined }, 'chainNamespace'],
    ['rejects a negative number id', { id: -1 }, 'id'],
    ['rejects a fractional number id', { id: 1.5 }, 'id'],
    ['rejects an empty string id', { id: '' }, 'id'],
    ['rejects a string id for eip155', { id: '1' }, 'id'],
    ['rejects a namespace that breaks CAIP-2', { chainNamespace: 'EIP155' }, 'chainNamespace/id'],
    [
      'rejects a reference that breaks CAIP-2',
      { chainNamespace: 'cosmos', id: 'cosmos.hub' },
      'chainNamespace/id',
    ],
    ['rejects an invalid caipNetworkId', { caipNetworkId: 'eip155' }, 'caipNetworkId'],
    ['rejects a caipNetworkId with another id', { caipNetworkId: 'eip155:10' }, 'caipNetworkId'],
    ['rejects a caipNetworkId with another namespace', { caipNetworkId: 'solana:1' }, 'caipNetworkId'],
    ['rejects a missing nativeCurrency', { nativeCurrency: undefined }, 'nativeCurrency'],
    [
      'rejects a nativeCurrency without symbol',
      { nativeCurrency: { name: 'Ether', decimals: 18 } },
      'nativeCurrency.symbol',
    ],
    [
      'rejects a nativeCurrency without name',
      { nativeCurrency: { symbol: 'ETH', decimals: 18 } },
      'nativeCurrency.name',
    ],
    [
      'rejects negative decimals',
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } },
      'nativeCurrency.decimals',
    ],
    [
      'rejects fractional decimals',
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } },
      'nativeCurrency.decimals',
    ],
    [
      'rejects string decimals',
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: '18' } },
      'nativeCurrency.decimals',
    ],
    ['rejects missing rpcUrls', { rpcUrls: undefined }, 'rpcUrls'],
    [
      'rejects rpcUrls without default',
      { rpcUrls: { backup: { http: ['https://a.example'] } } },
      'rpcUrls.default',
    ],
    [
      'rejects a non-array http list',
      { rpcUrls: { default: { http: 'https://a.example' } } },
      'rpcUrls.default.http',
    ],
    [
      'rejects an http list with a ws URL',
      { rpcUrls: { default: { http: ['wss://a.example'] } } },
      'rpcUrls.default.http[0]',
    ],
    [
      'rejects an http list with a non-URL',
      { rpcUrls: { default: { http: ['not a url'] } } },
      'rpcUrls.default.http[0]',
    ],
    [
      'rejects a webSocket list with an http URL',
      { rpcUrls: { default: { http: [], webSocket: ['https://a.example'] } } },
      'rpcUrls.default.webSocket[0]',
    ],
    [
      'rejects an extra RPC list with no URL at all',
      { rpcUrls: { default: { http: [] }, public: { http: [] } } },
      'rpcUrls.public',
    ],
    [
      'rejects a bad extra RPC list',
      { rpcUrls: { default: { http: ['https://a.example'] }, backup: { http: [1] } } },
      'rpcUrls.backup.http[0]',
    ],
    ['rejects blockExplorers without default', { blockExplorers: {} }, 'blockExplorers.default'],
    [
      'rejects an explorer without name',
      { blockExplorers: { default: { url: 'https://etherscan.io' } } },
      'blockExplorers.default.name',
    ],
    [
      'rejects an explorer with a non-http URL',
      { blockExplorers: { default: { name: 'E', url: 'ftp://e.example' } } },
      'blockExplorers.default.url',
    ],
    ['rejects a non-boolean testnet', { testnet: 'yes' }, 'testnet'],
    ['rejects a non-object custom', { custom: ['bech32Prefix'] }, 'custom'],
  ])('%s', (_rule, changes, field) => {
    const error = errorOf(() => defineNetwork(withChanges(changes)))
    expect(error.field).toBe(field)
    expect(error.message).toContain(` ${field} `)
  })

  it('names the network in the message when it has a name', () => {
    expect(errorOf(() => defineNetwork(withChanges({ id: -1 }))).message).toBe(
      'Invalid network "Ethereum": id must be a non-negative integer when a number',
    )
  })

  it('rejects input that is not an object', () => {
    expect(errorOf(() => defineNetwork(null as unknown as DefineNetworkParameters)).field).toBe('input')
  })
})
