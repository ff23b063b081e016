import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { updateChain } from '../context.js'
import { createTestContext, type TestContextParameters } from '../createTestContext.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

function onUnrequestedNetwork(
  parameters: TestContextParameters = {},
  connectorType?: 'WALLET_CONNECT' | 'INJECTED',
) {
  const context = createTestContext({ networks: [localEvm, localSolana], ...parameters })
  context.store.setState((state) => ({
    ...state,
    connectors: connectorType
      ? [{ id: 'wc', name: 'WalletConnect', type: connectorType, chain: 'eip155' }]
      : [],
  }))
  updateChain(context, 'eip155', (chain) => ({
    ...chain,
    connectorId: 'wc',
    networkState: { ...chain.networkState, caipNetwork: localEvm2 },
  }))
  return context
}

describe('shouldShowUnsupportedChain', () => {
  it('holds when the active network is not requested, switching is on and unsupported chains are not allowed', () => {
    const context = onUnrequestedNetwork({}, 'INJECTED')
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(true)
  })

  it('holds when the network state is flagged unsupported', () => {
    const context = createTestContext()
    updateChain(context, 'eip155', (chain) => ({
      ...chain,
      networkState: { ...chain.networkState, unsupported: true },
    }))
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(true)
  })

  it('does not hold on a requested network', () => {
    const context = createTestContext()
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(false)
  })

  it('does not hold when network switching is disabled', () => {
    const context = onUnrequestedNetwork({ options: { enableNetworkSwitch: false } })
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(false)
  })

  it('does not hold when unsupported chains are allowed', () => {
    const context = onUnrequestedNetwork({ options: { allowUnsupportedChain: true } })
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(false)
  })

  it('does not hold for a basic WalletConnect connection', () => {
    const context = onUnrequestedNetwork({}, 'WALLET_CONNECT')
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options)).toBe(false)
  })

  it('checks the given namespace instead of the active one', () => {
    const context = onUnrequestedNetwork()
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options, 'solana')).toBe(false)
    expect(shouldShowUnsupportedChain(context.store.getState(), context.options, 'cosmos')).toBe(false)
  })
})
