import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { createCookieStorageBackend } from '../../storage/createCookieStorageBackend.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import { cookieToInitialState } from './cookieToInitialState.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function cookieHeader(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(`@walletport/${key}`)}=${encodeURIComponent(JSON.stringify({ v: 1, value }))}`,
    )
    .join('; ')
}

describe('cookieToInitialState', () => {
  it('reads each namespace with both a connector and an address, and the active network', () => {
    const header = cookieHeader({
      'connected-connector-ids': { eip155: 'memory', solana: 'phantom' },
      'connected-addresses': { eip155: address },
      'active-caip-network-id': 'eip155:31338',
    })
    expect(cookieToInitialState(`theme=dark; ${header}`)).toEqual({
      connections: { eip155: { connectorId: 'memory', address } },
      activeCaipNetworkId: 'eip155:31338',
    })
  })

  it('reads tampered, foreign or missing cookies as nothing', () => {
    expect(cookieToInitialState(undefined)).toEqual({ connections: {}, activeCaipNetworkId: undefined })
    const header = cookieHeader({
      'connected-connector-ids': { eip155: '' },
      'connected-addresses': { eip155: address },
      'active-caip-network-id': 'not a network',
    })
    expect(cookieToInitialState(header)).toEqual({ connections: {}, activeCaipNetworkId: undefined })
    expect(cookieToInitialState('@walletport%2Fconnected-addresses={broken')).toEqual({
      connections: {},
      activeCaipNetworkId: undefined,
    })
  })
})

describe('createWalletPort({ initialState })', () => {
  const options = () => ({
    adapters: [createMemoryAdapter({ networks: [localEvm, localEvm2] })],
    networks: [localEvm, localEvm2] as const,
    enableWalletConnect: false,
    // As in a browser; the server case is tested on its own.
    platform: { isServer: () => false },
  })

  it('starts with the seeded account (reconnecting) on the seeded network, before any wallet answers', () => {
    const initialState = cookieToInitialState(
      cookieHeader({
        'connected-connector-ids': { eip155: 'memory' },
        'connected-addresses': { eip155: address },
        'active-caip-network-id': localEvm2.caipNetworkId,
      }),
    )
    const client = createWalletPort({
      ...options(),
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      initialState,
    })
    const chain = client.getState().chains.eip155!
    expect(chain.accountState).toMatchObject({
      status: 'reconnecting',
      address,
      caipAddress: `eip155:31338:${address}`,
    })
    expect(chain.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId)
    client.destroy()
  })

  it('clears a seeded account that storage has nothing to reconnect, instead of leaving it reconnecting', async () => {
    const client = createWalletPort({
      ...options(),
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      initialState: {
        connections: { eip155: { connectorId: 'memory', address } },
        activeCaipNetworkId: undefined,
      },
    })
    await client.ready
    expect(client.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    client.destroy()
  })

  it('on a server, keeps the seeded account through start-up: no wallet is asked, the render stays the same', async () => {
    const client = createWalletPort({
      ...options(),
      platform: { isServer: () => true },
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      initialState: {
        connections: { eip155: { connectorId: 'memory', address } },
        activeCaipNetworkId: undefined,
      },
    })
    await client.ready
    expect(client.getState().chains.eip155?.accountState).toMatchObject({ status: 'reconnecting', address })
    client.destroy()
  })

  it('ignores a seed for a namespace without an adapter, and an active network it was not given', () => {
    const client = createWalletPort({
      ...options(),
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      initialState: {
        connections: { solana: { connectorId: 'phantom', address: 'So1111' } },
        activeCaipNetworkId: localSolana.caipNetworkId,
      },
    })
    expect(client.getState().chains.solana).toBeUndefined()
    expect(client.getState().activeChain).toBe('eip155')
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    client.destroy()
  })

  it('a connection writes the cookies the next request reads back; a disconnect removes the address', async () => {
    const cookies = new Map<string, string>()
    const jar = {
      get cookie() {
        return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(line: string) {
        const [pair = ''] = line.split('; ')
        const [name = '', value = ''] = pair.split('=')
        if (line.includes('Max-Age=0')) cookies.delete(name)
        else cookies.set(name, value)
      },
    }
    const client = createWalletPort({
      ...options(),
      storage: createStorage({
        backend: createCookieStorageBackend({ document: jar, fallback: createMemoryStorageBackend() }),
      }),
    })
    await client.ready
    await client.connect({ connectorId: 'memory' })
    const connected = client.getState().chains.eip155!.accountState.address!
    expect(cookieToInitialState(jar.cookie).connections).toEqual({
      eip155: { connectorId: 'memory', address: connected },
    })
    await client.disconnect()
    expect(cookieToInitialState(jar.cookie).connections).toEqual({})
    client.destroy()
  })
})
