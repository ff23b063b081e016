import { setupConnectionTest } from '../../../test/testAdapters.js'
import { NetworkNotFoundError } from '../../errors/connection.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { removeNetwork } from './removeNetwork.js'
import { setActiveNetwork } from './setActiveNetwork.js'

describe('removeNetwork', () => {
  it('removing a network that was active moves to the first remaining one', () => {
    const { context } = setupConnectionTest()
    removeNetwork(context, localEvm.caipNetworkId)
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.requestedCaipNetworks).toEqual([localEvm2])
    expect(chain?.networkState.caipNetwork).toBe(localEvm2)
    expect(context.storage.get('active-caip-network-id')).toBe('eip155:31338')
  })

  it('removing another network keeps the active one', () => {
    const { context } = setupConnectionTest()
    removeNetwork(context, localEvm2.caipNetworkId)
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.requestedCaipNetworks).toEqual([localEvm])
    expect(chain?.networkState.caipNetwork).toBe(localEvm)
  })

  it('removes the chain, and its connectors, when it has no network left', () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] },
      solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
    })
    setActiveNetwork(context, localSolana)
    removeNetwork(context, localSolana.caipNetworkId)
    const state = context.store.getState()
    expect(state.chains.solana).toBeUndefined()
    expect(state.activeChain).toBe('eip155')
    expect(state.connectors.map((c) => c.id)).toEqual(['mm'])
  })

  it("rejects a network that is not requested with 'Network not found'", () => {
    const { context } = setupConnectionTest()
    expect(() => removeNetwork(context, 'eip155:999')).toThrow(NetworkNotFoundError)
    expect(() => removeNetwork(context, 'cosmos:cosmoshub-4')).toThrow('Network not found')
  })

  it('rejects a malformed network id', () => {
    const { context } = setupConnectionTest()
    expect(() => removeNetwork(context, 'eip155' as `${string}:${string}`)).toThrow(/CAIP|eip155/)
  })
})
