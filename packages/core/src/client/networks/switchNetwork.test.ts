import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import { ChainNotSupportedError, NetworkNotFoundError } from '../../errors/connection.js'
import { NetworkSwitchDisabledError } from '../../errors/networks.js'
import { UserRejectedRequestError } from '../../errors/providerRpc.js'
import type { WalletPortEvents } from '../../events/walletPortEvents.js'
import { defineNetwork, localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { connect } from '../connection/connect.js'
import { switchNetwork } from './switchNetwork.js'

const unrequested = defineNetwork({
  id: 999,
  chainNamespace: 'eip155',
  name: 'Other',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
})

describe('switchNetwork', () => {
  it('switching network on the active chain switches the adapter', async () => {
    const { context, evm } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    const events: WalletPortEvents['SWITCH_NETWORK'][] = []
    context.events.on('SWITCH_NETWORK', (event) => events.push(event))
    await switchNetwork(context, localEvm2)
    expect(evm.wallet.requests).toEqual(['connect', 'switchNetwork'])
    expect(context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm2)
    expect(events).toEqual([
      { namespace: 'eip155', networkId: 'eip155:31338', previousNetworkId: 'eip155:31337' },
    ])
  })

  it('only changes the selected network when the namespace is not connected', async () => {
    const { context, evm } = setupConnectionTest()
    await switchNetwork(context, localEvm2)
    expect(evm.wallet.requests).toEqual([])
    expect(context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm2)
  })

  it('rethrows the adapter’s error and leaves the state unchanged', async () => {
    const { context, evm } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    evm.wallet.setBehavior('reject')
    const before = context.store.getState()
    await expect(switchNetwork(context, localEvm2)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(context.store.getState()).toBe(before)
  })

  it("rethrows 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const { context } = setupConnectionTest({ evm: { networks: [localEvm] } })
    // the app requests 31338 but the wallet only knows 31337
    context.store.setState((state) => {
      const chain = state.chains.eip155!
      const networkState = { ...chain.networkState, requestedCaipNetworks: [localEvm, localEvm2] }
      return { ...state, chains: { ...state.chains, eip155: { ...chain, networkState } } }
    })
    await connect(context, { connectorId: 'memory' })
    await expect(switchNetwork(context, localEvm2)).rejects.toThrow(new ChainNotSupportedError())
    expect(context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm)
  })

  it("rejects a network that is not among the requested ones with 'Network not found'", async () => {
    const { context } = setupConnectionTest()
    await expect(switchNetwork(context, unrequested)).rejects.toThrow(NetworkNotFoundError)
    await expect(switchNetwork(context, unrequested)).rejects.toThrow('Network not found')
  })

  it("opens the 'Network Not Found' error alert for a network the app did not list, and moves nowhere", async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    expect(context.store.getState().modal.alert).toBeUndefined()
    await expect(switchNetwork(context, unrequested)).rejects.toThrow(NetworkNotFoundError)
    expect(context.store.getState().modal.alert).toEqual({ message: 'Network Not Found', variant: 'error' })
    expect(context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm)
  })

  it('is refused with a clear error when the app disabled network switching', async () => {
    const { context } = setupConnectionTest({ options: { enableNetworkSwitch: false } })
    await expect(switchNetwork(context, localEvm2)).rejects.toThrow(NetworkSwitchDisabledError)
    await expect(switchNetwork(context, localEvm2)).rejects.toThrow('Network switching is disabled')
    expect(context.store.getState().chains.eip155?.networkState.caipNetwork).toBe(localEvm)
  })

  it('across namespaces, moves to a connected namespace and switches its wallet when it is elsewhere', async () => {
    const { context, evm } = setupConnectionTest()
    await connect(context, { connectorId: 'memory', namespace: 'eip155' })
    await connect(context, { connectorId: 'memory', namespace: 'solana' })
    expect(context.store.getState().activeChain).toBe('solana')
    await switchNetwork(context, localEvm2)
    const state = context.store.getState()
    expect(state.activeChain).toBe('eip155')
    expect(state.namespaceSwitched).toBe(true)
    expect(state.chains.eip155?.accountState.caipAddress).toBe('eip155:31338:mem0001')
    expect(evm.wallet.requests).toEqual(['connect', 'switchNetwork'])
  })

  it('across namespaces, does not prompt a connected wallet already on the network', async () => {
    const { context, evm } = setupConnectionTest()
    await connect(context, { connectorId: 'memory', namespace: 'eip155' })
    await connect(context, { connectorId: 'memory', namespace: 'solana' })
    await switchNetwork(context, localEvm)
    expect(context.store.getState().activeChain).toBe('eip155')
    expect(evm.wallet.requests).toEqual(['connect'])
  })

  it('across chains with the auth connector, reconnects it on the new chain', async () => {
    const { context, solana } = setupConnectionTest({
      evm: { connectors: [{ id: 'auth', name: 'Email' }] },
      solana: { connectors: [{ id: 'auth', name: 'Email' }], authorized: true },
      wrap: (adapter) => withConnectorTypes(adapter, { auth: 'AUTH' }),
    })
    await connect(context, { connectorId: 'auth', namespace: 'eip155' })
    await switchNetwork(context, localSolana)
    const state = context.store.getState()
    expect(state.activeChain).toBe('solana')
    expect(state.chains.solana?.accountState).toMatchObject({ status: 'connected', address: 'mem5011' })
    expect(state.chains.solana?.accountState.connectedWalletInfo?.type).toBe('AUTH')
    expect(solana.wallet.requests).toEqual(['reconnect'])
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'auth', solana: 'auth' })
  })

  it('across chains with the auth connector, falls back to an adapter switch when the reconnect fails', async () => {
    const { context, solana } = setupConnectionTest({
      evm: { connectors: [{ id: 'auth', name: 'Email' }] },
      solana: { connectors: [{ id: 'auth', name: 'Email' }], authorized: false },
      wrap: (adapter) => withConnectorTypes(adapter, { auth: 'AUTH' }),
    })
    await connect(context, { connectorId: 'auth', namespace: 'eip155' })
    await switchNetwork(context, localSolana)
    const state = context.store.getState()
    expect(solana.wallet.requests).toEqual(['reconnect', 'switchNetwork'])
    expect(state.activeChain).toBe('solana')
    expect(state.chains.solana?.accountState.status).toBe('disconnected')
  })
})
