import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import { localEvm2 } from '../../networks/index.js'
import { connect } from '../connection/connect.js'
import type { WalletPortState } from '../state.js'
import { isUnsupportedChain } from './isUnsupportedChain.js'

const onOther = { ...localEvm2, id: 999, caipNetworkId: 'eip155:999' as const, name: 'Other' }
const options = { enableNetworkSwitch: true, allowUnsupportedChain: false }

function onUnrequestedNetwork(state: WalletPortState): WalletPortState {
  const chain = state.chains.eip155!
  const networkState = { ...chain.networkState, caipNetwork: onOther, unsupported: true }
  return { ...state, chains: { ...state.chains, eip155: { ...chain, networkState } } }
}

describe('isUnsupportedChain', () => {
  it('is true when the active network is not requested, switching is enabled and unsupported chains are not allowed', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    context.store.setState(onUnrequestedNetwork)
    expect(isUnsupportedChain(context.store.getState(), options)).toBe(true)
    expect(isUnsupportedChain(context.store.getState(), options, 'eip155')).toBe(true)
    expect(isUnsupportedChain(context.store.getState(), options, 'solana')).toBe(false)
  })

  it('is false on a requested network', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    expect(isUnsupportedChain(context.store.getState(), options)).toBe(false)
  })

  it('is false when network switching is disabled or unsupported chains are allowed', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    context.store.setState(onUnrequestedNetwork)
    const state = context.store.getState()
    expect(isUnsupportedChain(state, { ...options, enableNetworkSwitch: false })).toBe(false)
    expect(isUnsupportedChain(state, { ...options, allowUnsupportedChain: true })).toBe(false)
  })

  it('is false for a basic WalletConnect connection', async () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'wc', name: 'WalletConnect' }] },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
    })
    await connect(context, { connectorId: 'wc' })
    context.store.setState(onUnrequestedNetwork)
    expect(isUnsupportedChain(context.store.getState(), options)).toBe(false)
  })

  it('is false for an unknown namespace or no active chain', () => {
    const { context } = setupConnectionTest()
    const state = { ...context.store.getState(), activeChain: undefined }
    expect(isUnsupportedChain(state, options)).toBe(false)
    expect(isUnsupportedChain(state, options, 'cosmos')).toBe(false)
  })
})
