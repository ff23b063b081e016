import { setupConnectionTest } from '../../../test/testAdapters.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import { localEvm, localSolana } from '../../networks/index.js'
import { connect } from '../connection/connect.js'
import { removeChain } from './removeChain.js'
import { setActiveNetwork } from './setActiveNetwork.js'

describe('removeChain', () => {
  it('removing the active chain moves to the first network of another chain', () => {
    const { context } = setupConnectionTest()
    removeChain(context, 'eip155')
    const state = context.store.getState()
    expect(state.chains.eip155).toBeUndefined()
    expect(state.activeChain).toBe('solana')
    expect(state.chains.solana?.networkState.caipNetwork).toBe(localSolana)
    expect(state.namespaceSwitched).toBe(true)
  })

  it('removing another chain keeps the active network', () => {
    const { context } = setupConnectionTest()
    removeChain(context, 'solana')
    const state = context.store.getState()
    expect(state.activeChain).toBe('eip155')
    expect(state.chains.eip155?.networkState.caipNetwork).toBe(localEvm)
  })

  it('disconnects a wallet connected on the removed chain and forgets its connector', async () => {
    const { context, solana } = setupConnectionTest()
    await connect(context, { connectorId: 'memory', namespace: 'solana' })
    removeChain(context, 'solana')
    await Promise.resolve()
    expect(solana.wallet.requests).toEqual(['connect', 'disconnect'])
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(context.store.getState().activeChain).toBe('eip155')
  })

  it('takes the chain’s connectors out of the list', () => {
    const { context } = setupConnectionTest({ solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] } })
    setActiveNetwork(context, localSolana)
    removeChain(context, 'solana')
    expect(context.store.getState().connectors.map((c) => c.id)).toEqual(['memory'])
  })

  it('rejects an unknown namespace', () => {
    const { context } = setupConnectionTest()
    expect(() => removeChain(context, 'cosmos')).toThrow(AdapterNamespaceNotFoundError)
  })
})
