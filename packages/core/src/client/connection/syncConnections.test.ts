import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import type { ChainAdapter } from '../../adapter/types.js'
import { localEvm2 } from '../../networks/index.js'
import type { ConnectionStatus } from '../state.js'
import { syncConnections } from './syncConnections.js'

/** Records the order in which adapters were asked to reconnect. */
function tracingReconnect<adapter extends ChainAdapter>(adapter: adapter, calls: string[]): adapter {
  return {
    ...adapter,
    reconnect: (parameters: Parameters<ChainAdapter['reconnect']>[0]) => {
      calls.push(`${adapter.namespace}:${parameters.connectorId}`)
      return adapter.reconnect(parameters)
    },
  }
}

describe('syncConnections', () => {
  it('reconnects the recent wallet first, then the others', async () => {
    const calls: string[] = []
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }], authorized: true },
      solana: { connectors: [{ id: 'phantom', name: 'Phantom' }], authorized: true },
      wrap: (adapter) => tracingReconnect(adapter, calls),
    })
    context.storage.set('connected-connector-ids', { eip155: 'mm', solana: 'phantom' })
    context.storage.set('recent-wallets', [{ id: 'phantom', name: 'Phantom' }])
    await syncConnections(context)
    expect(calls).toEqual(['solana:phantom', 'eip155:mm'])
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: 'eip155:31337:mem0001',
    })
    expect(chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: 'solana:localnet:mem5011',
    })
    expect(chains.solana?.accountState.connectedWalletInfo).toEqual({ name: 'Phantom', type: 'INJECTED' })
  })

  it("shows 'reconnecting' while a namespace reconnects", async () => {
    const { context } = setupConnectionTest({ evm: { authorized: true } })
    context.storage.set('connected-connector-ids', { eip155: 'memory' })
    const statuses: ConnectionStatus[] = []
    context.store.subscribe(
      (state) => state.chains.eip155?.accountState.status,
      (status) => status && statuses.push(status),
    )
    await syncConnections(context)
    expect(statuses).toEqual(['reconnecting', 'connected'])
  })

  it("sets every status 'disconnected' and forgets the connectors when none is authorised", async () => {
    const { context } = setupConnectionTest()
    context.storage.set('connected-connector-ids', { eip155: 'memory', solana: 'memory' })
    await syncConnections(context)
    const { chains, initialized } = context.store.getState()
    expect(chains.eip155?.accountState.status).toBe('disconnected')
    expect(chains.solana?.accountState.status).toBe('disconnected')
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(initialized).toBe(true)
  })

  it('marks a namespace whose reconnect fails disconnected and forgets only its connector', async () => {
    const { context } = setupConnectionTest({
      evm: { authorized: true },
      solana: { authorized: true },
      wrap: (adapter) =>
        adapter.namespace === 'solana'
          ? { ...adapter, reconnect: () => Promise.reject(new Error('extension crashed')) }
          : adapter,
    })
    context.storage.set('connected-connector-ids', { eip155: 'memory', solana: 'memory' })
    await syncConnections(context)
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState.status).toBe('connected')
    expect(chains.solana?.accountState.status).toBe('disconnected')
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'memory' })
  })

  it('reconnects a stored auth connector that is still connected and sets the status connected', async () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'auth', name: 'Email' }], authorized: true },
      wrap: (adapter) => withConnectorTypes(adapter, { auth: 'AUTH' }),
    })
    context.storage.set('connected-connector-ids', { eip155: 'auth' })
    await syncConnections(context)
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState.status).toBe('connected')
    expect(chain?.accountState.connectedWalletInfo?.type).toBe('AUTH')
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'auth' })
  })

  it('sets the status disconnected and removes the namespace when the stored auth connector is not connected', async () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'auth', name: 'Email' }], authorized: false },
      solana: { authorized: true },
      wrap: (adapter) => withConnectorTypes(adapter, { auth: 'AUTH' }),
    })
    context.storage.set('connected-connector-ids', { eip155: 'auth', solana: 'memory' })
    await syncConnections(context)
    expect(context.store.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(context.storage.get('connected-connector-ids')).toEqual({ solana: 'memory' })
  })

  it('makes a reconnected namespace active when the active one did not reconnect', async () => {
    const { context } = setupConnectionTest({ solana: { authorized: true } })
    context.storage.set('connected-connector-ids', { solana: 'memory' })
    await syncConnections(context)
    expect(context.store.getState().activeChain).toBe('solana')
  })

  it('restores the stored active network when it is requested, and ignores a stale one', async () => {
    const first = setupConnectionTest()
    first.context.storage.set('active-caip-network-id', localEvm2.caipNetworkId)
    await syncConnections(first.context)
    expect(first.context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm2)

    const stale = setupConnectionTest()
    stale.context.storage.set('active-caip-network-id', 'eip155:999')
    await syncConnections(stale.context)
    expect(stale.context.store.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      'eip155:31337',
    )
  })

  it('forgets a stored namespace that has no adapter', async () => {
    const { context } = setupConnectionTest()
    context.storage.set('connected-connector-ids', { cosmos: 'keplr' })
    await syncConnections(context)
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(context.store.getState().initialized).toBe(true)
  })
})
