import { createTestContext, type TestContextParameters } from '../../../test/createTestContext.js'
import type { Connector } from '../../connectors/types.js'
import { checkProjectConfiguration, PROJECT_ID_NOT_CONFIGURED_ALERT } from './checkProjectConfiguration.js'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

function contextWith(connectors: Connector[], options: TestContextParameters['options'] = {}) {
  const context = createTestContext({ options })
  context.store.setState((state) => ({ ...state, connectors }))
  return context
}

describe('checkProjectConfiguration', () => {
  it('shows the project-not-configured alert when the hosted relay would be used without a project id', () => {
    const context = contextWith([walletConnect])
    expect(checkProjectConfiguration(context)).toBe(true)
    expect(context.store.getState().modal.alert).toEqual({
      message: 'Project ID Not Configured',
      variant: 'error',
    })
    expect(PROJECT_ID_NOT_CONFIGURED_ALERT.message).toBe('Project ID Not Configured')
  })

  it('finds a WalletConnect connector inside a merged entry', () => {
    const merged: Connector = {
      id: 'wc',
      name: 'WalletConnect',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [walletConnect],
    }
    expect(checkProjectConfiguration(contextWith([merged]))).toBe(true)
  })

  it('shows nothing when a project id is set', () => {
    const context = contextWith([walletConnect], { projectId: 'abc123' })
    expect(checkProjectConfiguration(context)).toBe(false)
    expect(context.store.getState().modal.alert).toBeUndefined()
  })

  it('shows nothing when the app runs its own relay', () => {
    expect(
      checkProjectConfiguration(
        contextWith([walletConnect], { endpoints: { relay: 'ws://127.0.0.1:9010' } }),
      ),
    ).toBe(false)
  })

  it('shows nothing when WalletConnect is disabled or no WalletConnect connector is offered', () => {
    expect(checkProjectConfiguration(contextWith([walletConnect], { enableWalletConnect: false }))).toBe(
      false,
    )
    const injected: Connector = { id: 'memory', name: 'Memory Wallet', type: 'INJECTED', chain: 'eip155' }
    expect(checkProjectConfiguration(contextWith([injected]))).toBe(false)
  })

  it('does not count a hosted RPC base, which works without a project id', () => {
    expect(
      checkProjectConfiguration(contextWith([], { endpoints: { rpc: 'https://rpc.example.com' } })),
    ).toBe(false)
  })
})
