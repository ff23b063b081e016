import { createTestContext } from '../../../test/createTestContext.js'
import { FeatureDisabledError, UnknownViewError } from '../../errors/router.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import { updateChain } from '../context.js'
import { openModal } from './openModal.js'

function connect(
  context: ReturnType<typeof createTestContext>,
  namespace: 'eip155' | 'solana',
  address: string,
) {
  updateChain(context, namespace, (chain) => ({
    ...chain,
    connectorId: 'memory',
    accountState: {
      ...chain.accountState,
      address,
      caipAddress: `${chain.networkState.caipNetwork?.caipNetworkId ?? `${namespace}:x`}:${address}`,
      status: 'connected',
    },
  }))
}

describe('openModal', () => {
  it('opens to Connect when the active namespace has no address', () => {
    const context = createTestContext()
    expect(openModal(context)).toBe('Connect')
    const { modal } = context.store.getState()
    expect(modal).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] })
  })

  it('opens to Account when the active namespace has an address', () => {
    const context = createTestContext()
    connect(context, 'eip155', 'mem0001')
    expect(openModal(context)).toBe('Account')
    expect(context.store.getState().modal.history).toEqual(['Account'])
  })

  it('decides by the given namespace rather than the active one', () => {
    const context = createTestContext()
    connect(context, 'eip155', 'mem0001')
    expect(openModal(context, { namespace: 'solana' })).toBe('Connect')
    connect(context, 'solana', 'mem0002')
    expect(openModal(context, { namespace: 'solana' })).toBe('Account')
  })

  it('opens the given view with its data and resets the history to it', () => {
    const context = createTestContext()
    openModal(context, { view: 'AllWallets' })
    openModal(context, { view: 'Networks', data: { network: localEvm2 } })
    const { modal } = context.store.getState()
    expect(modal).toMatchObject({ view: 'Networks', history: ['Networks'], data: { network: localEvm2 } })
  })

  it('emits MODAL_OPEN with the connection and the view', () => {
    const context = createTestContext()
    const seen: unknown[] = []
    context.events.on('MODAL_OPEN', (event) => seen.push(event))
    openModal(context)
    connect(context, 'eip155', 'mem0001')
    openModal(context)
    expect(seen).toEqual([
      { connected: false, view: 'Connect' },
      { connected: true, view: 'Account' },
    ])
  })

  it('opens a feature view when its flag is on', () => {
    const context = createTestContext()
    expect(openModal(context, { view: 'Swap' })).toBe('Swap')
    expect(openModal(context, { view: 'Socials' })).toBe('Socials')
  })

  it('refuses a feature view whose flag is off, naming the feature', () => {
    const context = createTestContext({ options: { features: { swaps: false, socials: false, pay: false } } })
    expect(() => openModal(context, { view: 'Swap' })).toThrow(new FeatureDisabledError({ feature: 'swaps' }))
    expect(() => openModal(context, { view: 'Swap' })).toThrow('The swaps feature is not enabled')
    expect(() => openModal(context, { view: 'Socials' })).toThrow('The socials feature is not enabled')
    expect(() => openModal(context, { view: 'Pay' })).toThrow('The pay feature is not enabled')
    expect(context.store.getState().modal.open).toBe(false)
  })

  it('refuses an unknown view name', () => {
    const context = createTestContext()
    expect(() => openModal(context, { view: 'Settings' as never })).toThrow(UnknownViewError)
    expect(() => openModal(context, { view: 'Settings' as never })).toThrow('Unknown view "Settings"')
  })

  it('opens UnsupportedChain instead of Account when the wallet is on an unrequested network', () => {
    const context = createTestContext({ networks: [localEvm, localSolana] })
    connect(context, 'eip155', 'mem0001')
    updateChain(context, 'eip155', (chain) => ({
      ...chain,
      networkState: { ...chain.networkState, caipNetwork: localEvm2, unsupported: true },
    }))
    expect(openModal(context)).toBe('UnsupportedChain')
  })

  it('opens Account on an unrequested network when unsupported chains are allowed', () => {
    const context = createTestContext({
      networks: [localEvm, localSolana],
      options: { allowUnsupportedChain: true },
    })
    connect(context, 'eip155', 'mem0001')
    updateChain(context, 'eip155', (chain) => ({
      ...chain,
      networkState: { ...chain.networkState, caipNetwork: localEvm2, unsupported: true },
    }))
    expect(openModal(context)).toBe('Account')
  })

  it('opens Account on an unrequested network for a basic WalletConnect connection', () => {
    const context = createTestContext({ networks: [localEvm, localSolana] })
    connect(context, 'eip155', 'mem0001')
    updateChain(context, 'eip155', (chain) => ({
      ...chain,
      accountState: {
        ...chain.accountState,
        connectedWalletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
      },
      networkState: { ...chain.networkState, caipNetwork: localEvm2, unsupported: true },
    }))
    expect(openModal(context)).toBe('Account')
  })
})
