import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { refreshConnectors } from './refreshConnectors.js'
import { setAuthAccount } from './setAuthAccount.js'

function embeddedOnEvm() {
  const setup = setupConnectionTest({
    evm: { connectors: [{ id: 'embedded', name: 'Email' }] },
    solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
    wrap: (adapter) => withConnectorTypes(adapter, { embedded: 'AUTH' }),
  })
  refreshConnectors(setup.context)
  return setup
}

describe('setAuthAccount', () => {
  it('sets the user, social provider and popup on the namespaces the AUTH connector serves only', async () => {
    const { context } = embeddedOnEvm()
    await connect(context, { connectorId: 'embedded', namespace: 'eip155' })
    const popup = { closed: false, close() {} }
    const user = { email: null, address: '0xabc', chainId: 1, userName: 'ada' }
    setAuthAccount(context, { user, socialProvider: 'github', socialWindow: popup })
    const { chains } = context.store.getState()
    expect(chains.eip155?.accountState).toMatchObject({ user, socialProvider: 'github', socialWindow: popup })
    expect(chains.solana?.accountState).toMatchObject({ socialProvider: undefined, socialWindow: undefined })
    expect(context.storage.get('social-provider')).toBe('github')
  })

  it('behavior: only the keys given change; undefined clears one; loading sets the chains’ flag', () => {
    const { context } = embeddedOnEvm()
    setAuthAccount(context, { socialProvider: 'x', socialWindow: { closed: false, close() {} } })
    setAuthAccount(context, { socialWindow: undefined, loading: true })
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState.socialProvider).toBe('x')
    expect(chain?.accountState.socialWindow).toBeUndefined()
    expect(chain?.loading).toBe(true)
  })

  it('parameters: farcasterUrl is set on the served namespaces and cleared with undefined', () => {
    const { context } = embeddedOnEvm()
    const url = 'http://127.0.0.1:8560/~/siwf?channelToken=abc'
    setAuthAccount(context, { farcasterUrl: url })
    expect(context.store.getState().chains.eip155?.accountState.farcasterUrl).toBe(url)
    expect(context.store.getState().chains.solana?.accountState.farcasterUrl).toBeUndefined()
    setAuthAccount(context, { farcasterUrl: undefined })
    expect(context.store.getState().chains.eip155?.accountState.farcasterUrl).toBeUndefined()
  })

  it('disconnect clears them with the stored social provider', async () => {
    const { context } = embeddedOnEvm()
    await connect(context, { connectorId: 'embedded', namespace: 'eip155' })
    setAuthAccount(context, { socialProvider: 'google', user: { address: '0xabc', chainId: 1 } })
    await disconnect(context)
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject({
      socialProvider: undefined,
      user: undefined,
    })
    expect(context.storage.get('social-provider')).toBeUndefined()
  })
})
