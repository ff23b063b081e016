import { setupConnectionTest } from '../../../test/testAdapters.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import { defineNetwork, localEvm2, localSolana } from '../../networks/index.js'
import { connect } from '../connection/connect.js'
import { getActiveChain } from '../context.js'
import { setActiveNetwork } from './setActiveNetwork.js'

describe('setActiveNetwork', () => {
  it('moving to another namespace flags a namespace switch, resets the send form and updates the active address', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory', namespace: 'solana' })
    setActiveNetwork(context, localEvm2)
    await connect(context, { connectorId: 'memory', namespace: 'eip155' })
    const before = context.store.getState()
    const updates: unknown[] = []
    context.store.subscribe((state) => updates.push(getActiveChain(state)?.accountState.caipAddress))
    setActiveNetwork(context, localSolana)
    const state = context.store.getState()
    expect(state.activeChain).toBe('solana')
    expect(state.namespaceSwitched).toBe(true)
    expect(state.sendFormResets).toBe(before.sendFormResets + 1)
    expect(getActiveChain(state)?.accountState.address).toBe('mem5011')
    expect(updates).toEqual(['solana:localnet:mem5011'])
  })

  it('staying on the namespace clears the switch flag and keeps the send form', async () => {
    const { context } = setupConnectionTest()
    setActiveNetwork(context, localSolana)
    const before = context.store.getState().sendFormResets
    setActiveNetwork(context, { ...localSolana })
    const state = context.store.getState()
    expect(state.namespaceSwitched).toBe(false)
    expect(state.sendFormResets).toBe(before)
  })

  it('moves a connected address to the new network’s CAIP-10 form', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    setActiveNetwork(context, localEvm2)
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.caipNetwork).toBe(localEvm2)
    expect(chain?.accountState.caipAddress).toBe('eip155:31338:mem0001')
  })

  it('persists the active network id', () => {
    const { context } = setupConnectionTest()
    setActiveNetwork(context, localEvm2)
    expect(context.storage.get('active-caip-network-id')).toBe('eip155:31338')
  })

  it('rejects a network of a namespace without an adapter', () => {
    const { context } = setupConnectionTest()
    const cosmos = defineNetwork({
      id: 'cosmoshub-4',
      chainNamespace: 'cosmos',
      name: 'Cosmos Hub',
      nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
    })
    expect(() => setActiveNetwork(context, cosmos)).toThrow(AdapterNamespaceNotFoundError)
    expect(() => setActiveNetwork(context, cosmos)).toThrow("Adapter for namespace cosmos doesn't exist")
  })
})
