import { setupConnectionTest } from '../../../test/testAdapters.js'
import { waitUntil } from '../../adapter/waitUntil.js'
import { ConnectorNotFoundError } from '../../errors/connection.js'
import { UserRejectedRequestError } from '../../errors/providerRpc.js'
import type { WalletPortEvents } from '../../events/walletPortEvents.js'
import { localEvm, localEvm2 } from '../../networks/index.js'
import type { ConnectionStatus } from '../state.js'
import { connect } from './connect.js'
import { refreshConnectors } from './refreshConnectors.js'

function record<E extends keyof WalletPortEvents>(
  context: ReturnType<typeof setupConnectionTest>['context'],
  type: E,
): WalletPortEvents[E][] {
  const seen: WalletPortEvents[E][] = []
  context.events.on(type, (event) => seen.push(event))
  return seen
}

describe('connect', () => {
  it('sets address, accounts, network, connector, wallet info and status in one update', async () => {
    const { context } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    const seen: unknown[] = []
    context.store.subscribe((state) => {
      const account = state.chains.eip155?.accountState
      seen.push([account?.status, account?.address, state.chains.eip155?.connectorId, state.activeChain])
    })
    await connect(context, { connectorId: 'mm' })
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState).toMatchObject({
      address: 'mem0001',
      caipAddress: 'eip155:31337:mem0001',
      allAccounts: [
        { address: 'mem0001', type: 'eoa' },
        { address: 'mem0002', type: 'eoa' },
      ],
      connectedWalletInfo: { name: 'MetaMask', type: 'INJECTED' },
      status: 'connected',
    })
    expect(chain?.connectorId).toBe('mm')
    expect(chain?.networkState.caipNetwork).toBe(localEvm)
    expect(context.store.getState().activeChain).toBe('eip155')
    // 'connecting', then everything at once: no listener saw an address without its status and connector
    expect(seen.slice(0, 2)).toEqual([
      ['connecting', undefined, undefined, 'eip155'],
      ['connected', 'mem0001', 'mm', 'eip155'],
    ])
  })

  it("shows 'connecting' while the wallet prompt is open", async () => {
    const { context, evm } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    evm.wallet.setBehavior('stall')
    const pending = connect(context, { connectorId: 'mm' })
    await Promise.resolve()
    expect(context.store.getState().chains.eip155?.accountState.status).toBe('connecting')
    // The prompt opens once connect's later steps have loaded (a chunk of their own); release it only when held.
    await waitUntil(async () => (evm.wallet.requests.includes('connect') ? true : undefined), {
      waitingFor: "the wallet's connect prompt",
      timeoutMs: 20_000,
      pollMs: 10,
    })
    evm.wallet.releaseStalled()
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('connects on the chain’s current network', async () => {
    const { context, evm } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    context.store.setState((state) => {
      const chain = state.chains.eip155!
      return {
        ...state,
        chains: {
          ...state.chains,
          eip155: { ...chain, networkState: { ...chain.networkState, caipNetwork: localEvm2 } },
        },
      }
    })
    await connect(context, { connectorId: 'mm' })
    expect(context.store.getState().chains.eip155?.accountState.caipAddress).toBe('eip155:31338:mem0001')
    expect(evm.wallet.requests).toEqual(['connect'])
  })

  it('defaults the namespace to the connector’s own chain and makes it active', async () => {
    const { context } = setupConnectionTest({ solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] } })
    const before = context.store.getState().sendFormResets
    await connect(context, { connectorId: 'phantom' })
    const state = context.store.getState()
    expect(state.activeChain).toBe('solana')
    expect(state.namespaceSwitched).toBe(true)
    expect(state.sendFormResets).toBe(before + 1)
    expect(state.chains.solana?.accountState.caipAddress).toBe('solana:localnet:mem5011')
    expect(state.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('connects beside the active namespace with activate: false', async () => {
    const { context } = setupConnectionTest({ solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] } })
    const before = context.store.getState()
    await connect(context, { connectorId: 'phantom', activate: false })
    const state = context.store.getState()
    expect(state.activeChain).toBe(before.activeChain)
    expect(state.activeChain).not.toBe('solana')
    expect(state.namespaceSwitched).toBe(before.namespaceSwitched)
    expect(state.chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: 'solana:localnet:mem5011',
    })
  })

  it('connects a MULTI_CHAIN connector on the requested namespace with its per-chain connector', async () => {
    const { context, evm, solana } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm-evm', name: 'MetaMask' }] },
      solana: { connectors: [{ id: 'mm-sol', name: 'MetaMask' }] },
    })
    await connect(context, { connectorId: 'mm-evm', namespace: 'solana' })
    const state = context.store.getState()
    expect(state.chains.solana?.connectorId).toBe('mm-sol')
    expect(state.chains.solana?.accountState.connectedWalletInfo?.name).toBe('MetaMask')
    expect(solana.wallet.requests).toEqual(['connect'])
    expect(evm.wallet.requests).toEqual([])
  })

  it('connects a MULTI_CHAIN connector on the active chain when no namespace is given', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    const state = context.store.getState()
    expect(state.chains.eip155?.accountState.status).toBe('connected')
    expect(state.chains.solana?.accountState.status).toBe('disconnected')
  })

  it('remembers the connector per namespace and the wallet as the most recent, at most two', async () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'a', name: 'Alpha' },
          { id: 'b', name: 'Beta' },
          { id: 'c', name: 'Gamma' },
        ],
      },
    })
    await connect(context, { connectorId: 'a' })
    await connect(context, { connectorId: 'b' })
    await connect(context, { connectorId: 'c' })
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'c' })
    expect(context.storage.get('recent-wallets')).toEqual([
      { id: 'c', name: 'Gamma' },
      { id: 'b', name: 'Beta' },
    ])
    expect(context.store.getState().recentWalletIds).toEqual(['c', 'b'])
  })

  it("puts the wallet just connected first in the modal's order at once (spec section 2: recent before injected)", async () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'a', name: 'Alpha' },
          { id: 'b', name: 'Beta' },
        ],
      },
    })
    refreshConnectors(context)
    const order = () =>
      context.store
        .getState()
        .connectors.filter((connector) => connector.chain === 'eip155')
        .map((connector) => connector.id)
    expect(order()).toEqual(['a', 'b'])
    await connect(context, { connectorId: 'b' })
    expect(order()).toEqual(['b', 'a'])
  })

  it('emits CONNECT_SUCCESS with the CAIP-10 address and connector type', async () => {
    const { context } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    const successes = record(context, 'CONNECT_SUCCESS')
    await connect(context, { connectorId: 'mm' })
    expect(successes).toEqual([
      { namespace: 'eip155', connectorId: 'mm', connectorType: 'INJECTED', address: 'eip155:31337:mem0001' },
    ])
  })

  it('flags the network unsupported when the wallet connects on one the app did not request', async () => {
    const { context, evm } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    const { connect: adapterConnect } = evm
    const onOtherChain = {
      ...evm,
      connect: async (p: Parameters<typeof adapterConnect>[0]) => ({
        ...(await adapterConnect(p)),
        caipNetworkId: 'eip155:999' as const,
      }),
    }
    const adapters = context.adapters as Map<string, typeof evm>
    adapters.set('eip155', onOtherChain)
    await connect(context, { connectorId: 'mm' })
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.unsupported).toBe(true)
    expect(chain?.networkState.caipNetwork).toMatchObject({
      id: 999,
      caipNetworkId: 'eip155:999',
      chainNamespace: 'eip155',
    })
    expect(chain?.accountState.caipAddress).toBe('eip155:999:mem0001')
  })

  it('returns to disconnected, emits CONNECT_ERROR and rethrows the adapter’s error when the user rejects', async () => {
    const { context, evm } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    const errors = record(context, 'CONNECT_ERROR')
    evm.wallet.setBehavior('reject')
    const statuses: ConnectionStatus[] = []
    context.store.subscribe(
      (state) => state.chains.eip155?.accountState.status,
      (status) => status && statuses.push(status),
    )
    const failure = await connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UserRejectedRequestError)
    expect((failure as UserRejectedRequestError).code).toBe(4001)
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(errors).toEqual([{ namespace: 'eip155', connectorId: 'mm', message: 'User rejected the request' }])
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(context.storage.get('recent-wallets')).toBeUndefined()
  })

  it('rejects an unknown connector id with an error naming it, without touching state', async () => {
    const { context } = setupConnectionTest()
    const errors = record(context, 'CONNECT_ERROR')
    const before = context.store.getState()
    await expect(connect(context, { connectorId: 'nope' })).rejects.toThrow(
      new ConnectorNotFoundError({ connectorId: 'nope' }),
    )
    await expect(connect(context, { connectorId: 'nope' })).rejects.toThrow('Connector nope not found')
    expect(context.store.getState()).toBe(before)
    expect(errors[0]).toEqual({
      namespace: undefined,
      connectorId: 'nope',
      message: 'Connector nope not found',
    })
  })

  it('rejects a connector asked for on a namespace it does not serve', async () => {
    const { context } = setupConnectionTest({ evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] } })
    await expect(connect(context, { connectorId: 'mm', namespace: 'solana' })).rejects.toThrow(
      'Connector mm not found on solana',
    )
  })
})
