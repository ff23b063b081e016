import { setupConnectionTest, withConnectorTypes, withFailingDisconnect } from '../../../test/testAdapters.js'
import { AdapterNamespaceNotFoundError, DisconnectError } from '../../errors/connection.js'
import type { WalletPortEvents } from '../../events/walletPortEvents.js'
import { localEvm2 } from '../../networks/index.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

function record<E extends keyof WalletPortEvents>(
  context: ReturnType<typeof setupConnectionTest>['context'],
  type: E,
): WalletPortEvents[E][] {
  const seen: WalletPortEvents[E][] = []
  context.events.on(type, (event) => seen.push(event))
  return seen
}

function separateWallets() {
  return setupConnectionTest({
    evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] },
    solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
  })
}

describe('disconnect', () => {
  it('disconnects every chain when no namespace is given', async () => {
    const { context, evm, solana } = separateWallets()
    await connect(context, { connectorId: 'mm' })
    await connect(context, { connectorId: 'phantom' })
    const successes = record(context, 'DISCONNECT_SUCCESS')
    await disconnect(context)
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState.status).toBe('disconnected')
    expect(chains.solana?.accountState.status).toBe('disconnected')
    expect(evm.wallet.requests).toContain('disconnect')
    expect(solana.wallet.requests).toContain('disconnect')
    expect(successes).toEqual([{ namespace: undefined, connectorId: undefined }])
  })

  it('disconnects only the given namespace when its connector is an ordinary wallet', async () => {
    const { context, solana } = separateWallets()
    await connect(context, { connectorId: 'mm' })
    await connect(context, { connectorId: 'phantom' })
    await disconnect(context, { namespace: 'eip155' })
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState.address).toBeUndefined()
    expect(chains.solana?.accountState.address).toBe('mem5011')
    expect(solana.wallet.requests).not.toContain('disconnect')
    expect(context.storage.get('connected-connector-ids')).toEqual({ solana: 'phantom' })
  })

  it.each(['WALLET_CONNECT', 'AUTH'] as const)(
    'resets every chain of the same connector family (%s)',
    async (type) => {
      const { context, solana } = setupConnectionTest({
        evm: { connectors: [{ id: 'session', name: 'Session' }] },
        solana: { connectors: [{ id: 'session', name: 'Session' }] },
        wrap: (adapter) => withConnectorTypes(adapter, { session: type }),
      })
      await connect(context, { connectorId: 'session', namespace: 'eip155' })
      await connect(context, { connectorId: 'session', namespace: 'solana' })
      await disconnect(context, { namespace: 'eip155' })
      const { chains } = context.store.getState()
      expect(chains.eip155?.accountState.status).toBe('disconnected')
      expect(chains.solana?.accountState.status).toBe('disconnected')
      expect(solana.wallet.requests).toContain('disconnect')
      expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    },
  )

  it('leaves a chain of another family alone when a session family is disconnected', async () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'wc', name: 'WalletConnect' }] },
      solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
    })
    await connect(context, { connectorId: 'wc' })
    await connect(context, { connectorId: 'phantom' })
    await disconnect(context, { namespace: 'eip155' })
    expect(context.store.getState().chains.solana?.accountState.status).toBe('connected')
  })

  it('resets address, balances, profile, tokens, accounts, user and connector of each chain', async () => {
    const { context } = separateWallets()
    await connect(context, { connectorId: 'mm' })
    context.store.setState((state) => {
      const chain = state.chains.eip155!
      const accountState = { ...chain.accountState, balance: '1', balanceSymbol: 'ETH', profileName: 'a.eth' }
      return { ...state, chains: { ...state.chains, eip155: { ...chain, accountState } } }
    })
    await disconnect(context)
    const chain = context.store.getState().chains.eip155
    expect(chain?.connectorId).toBeUndefined()
    expect(chain?.accountState).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      allAccounts: [],
      tokenBalance: [],
      user: undefined,
      connectedWalletInfo: undefined,
    })
  })

  it('resets the network and the WalletConnect session facts', async () => {
    const { context } = separateWallets()
    await connect(context, { connectorId: 'mm' })
    context.store.setState((state) => {
      const chain = state.chains.eip155!
      const caipNetwork = { ...localEvm2, id: 999, caipNetworkId: 'eip155:999' as const }
      const networkState = {
        ...chain.networkState,
        caipNetwork,
        unsupported: true,
        supportsAllNetworks: false,
        approvedCaipNetworkIds: ['eip155:1' as const],
      }
      return { ...state, chains: { ...state.chains, eip155: { ...chain, networkState } } }
    })
    await disconnect(context)
    const { networkState } = context.store.getState().chains.eip155!
    expect(networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(networkState.unsupported).toBe(false)
    expect(networkState.supportsAllNetworks).toBe(true)
    expect(networkState.approvedCaipNetworkIds).toEqual([])
  })

  it('removes the connector ids and the stored social provider', async () => {
    const { context } = separateWallets()
    await connect(context, { connectorId: 'mm' })
    context.storage.set('social-provider', 'google')
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'mm' })
    await disconnect(context)
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(context.storage.get('social-provider')).toBeUndefined()
  })

  it('is a no-op success when nothing is connected', async () => {
    const { context, evm } = separateWallets()
    const events = record(context, 'DISCONNECT_SUCCESS')
    const before = context.store.getState()
    await expect(disconnect(context)).resolves.toBeUndefined()
    expect(context.store.getState()).toBe(before)
    expect(evm.wallet.requests).toEqual([])
    expect(events).toEqual([])
  })

  it('rejects an unknown namespace', async () => {
    const { context } = separateWallets()
    await expect(disconnect(context, { namespace: 'cosmos' })).rejects.toBeInstanceOf(
      AdapterNamespaceNotFoundError,
    )
  })

  it("logs 'Failed to disconnect chains' per chain, still resets every chain, tracks the error and rejects 'Failed to disconnect'", async () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] },
      solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
      wrap: (adapter) =>
        adapter.namespace === 'eip155' ? withFailingDisconnect(adapter, 'wallet is gone') : adapter,
    })
    await connect(context, { connectorId: 'mm' })
    await connect(context, { connectorId: 'phantom' })
    const errors = record(context, 'DISCONNECT_ERROR')
    const successes = record(context, 'DISCONNECT_SUCCESS')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const failure = await disconnect(context).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(DisconnectError)
      expect((failure as DisconnectError).message).toBe('Failed to disconnect')
      expect((failure as DisconnectError).details).toBe('eip155: wallet is gone')
      expect(logged).toHaveBeenCalledWith('Failed to disconnect chains', 'eip155: wallet is gone')
    } finally {
      logged.mockRestore()
    }
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState.status).toBe('disconnected')
    expect(chains.eip155?.accountState.address).toBeUndefined()
    expect(chains.solana?.accountState.status).toBe('disconnected')
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(errors).toEqual([{ namespace: undefined, message: 'Failed to disconnect chains' }])
    expect(successes).toEqual([])
  })
})
