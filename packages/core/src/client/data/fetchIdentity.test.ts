import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestContext } from '../../../test/createTestContext.js'
import type { ChainNamespace } from '../../caip/types.js'
import { HttpRequestError } from '../../errors/chainClient.js'
import { localSolana, mainnet, sepolia } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import type { Endpoints } from '../options.js'
import { fetchIdentity } from './fetchIdentity.js'

function connectAccount(
  context: ClientContext,
  namespace: ChainNamespace,
  address: string,
  network: Network,
) {
  updateChain(context, namespace, (chain) => ({
    ...chain,
    accountState: {
      ...chain.accountState,
      address,
      caipAddress: `${network.caipNetworkId}:${address}`,
      profileName: 'stale',
      profileImage: 'stale.png',
    },
    networkState: { ...chain.networkState, caipNetwork: network },
  }))
}

function setup(endpoints: Endpoints = {}) {
  const evm = createMemoryAdapter({ networks: [mainnet, sepolia], names: { mem0001: 'alice.eth' } })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [localSolana],
    names: { mem0001: 'alice.sol' },
  })
  const context = createTestContext({
    adapters: [evm, solana],
    options: { endpoints },
    platform: { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) },
  })
  return { context, evm }
}

function profile(context: ClientContext, namespace: ChainNamespace = 'eip155') {
  const account = context.store.getState().chains[namespace]?.accountState
  return { name: account?.profileName, image: account?.profileImage }
}

interface IdentityServer {
  url: string
  requests: string[]
  status: number
  server: Server
}

async function startIdentityServer(): Promise<IdentityServer> {
  const state: IdentityServer = { url: '', requests: [], status: 200, server: createServer() }
  state.server.on('request', (request, response) => {
    state.requests.push(request.url ?? '')
    response.writeHead(state.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ name: 'bob.eth', avatar: 'https://127.0.0.1/bob.png' }))
  })
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`
  return state
}

describe('fetchIdentity', () => {
  let service: IdentityServer
  beforeAll(async () => {
    service = await startIdentityServer()
  })
  afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())))
  beforeEach(() => {
    service.requests.length = 0
    service.status = 200
  })

  it('looks the identity up through the adapter on an eip155 mainnet', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', mainnet)
    await fetchIdentity(context)
    expect(profile(context)).toEqual({ name: 'alice.eth', image: null })
  })

  it('identity lookup runs only for eip155 non-testnet networks: a testnet clears name and image', async () => {
    const { context } = setup({ identity: service.url })
    connectAccount(context, 'eip155', 'mem0001', sepolia)
    await fetchIdentity(context)
    expect(profile(context)).toEqual({ name: null, image: null })
    expect(service.requests).toEqual([])
  })

  it('identity lookup runs only for eip155 networks: another namespace clears name and image', async () => {
    const { context } = setup()
    connectAccount(context, 'solana', 'mem0001', localSolana)
    await fetchIdentity(context, 'solana')
    expect(profile(context, 'solana')).toEqual({ name: null, image: null })
  })

  it('uses the identity endpoint with the address and caipNetworkId when one is configured', async () => {
    const { context } = setup({ identity: service.url })
    connectAccount(context, 'eip155', 'mem0001', mainnet)
    await fetchIdentity(context)
    expect(service.requests).toEqual(['/v1/identity/mem0001?caipNetworkId=eip155%3A1'])
    expect(profile(context)).toEqual({ name: 'bob.eth', image: 'https://127.0.0.1/bob.png' })
  })

  it('clears name and image when the adapter has no identity lookup (identity is optional)', async () => {
    const { getIdentity: _, ...evm } = createMemoryAdapter({ networks: [mainnet] })
    const context = createTestContext({ adapters: [evm] })
    connectAccount(context, 'eip155', 'mem0001', mainnet)
    await fetchIdentity(context)
    expect(profile(context)).toEqual({ name: null, image: null })
  })

  it('caches the identity for 5 minutes', async () => {
    const { context } = setup({ identity: service.url })
    connectAccount(context, 'eip155', 'mem0001', mainnet)
    await fetchIdentity(context)
    context.clock.now += 5 * 60_000 - 1
    await fetchIdentity(context)
    expect(service.requests).toHaveLength(1)
    context.clock.now += 1
    await fetchIdentity(context)
    expect(service.requests).toHaveLength(2)
  })

  it('rejects with an HTTP error and keeps the profile when the identity service fails', async () => {
    service.status = 500
    const { context } = setup({ identity: service.url })
    connectAccount(context, 'eip155', 'mem0001', mainnet)
    await expect(fetchIdentity(context)).rejects.toBeInstanceOf(HttpRequestError)
    expect(profile(context)).toEqual({ name: 'stale', image: 'stale.png' })
  })

  it('does nothing without an account address', async () => {
    const { context } = setup()
    const before = context.store.getState()
    await fetchIdentity(context)
    expect(context.store.getState()).toBe(before)
  })
})
