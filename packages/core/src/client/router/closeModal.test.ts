import { createTestContext } from '../../../test/createTestContext.js'
import type { Connector } from '../../connectors/types.js'
import { updateChain } from '../context.js'
import type { SiwxConfig } from '../siwx/types.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { push } from './push.js'
import { showAlert } from './showAlert.js'

const requiredSiwx: SiwxConfig = {
  createMessage: () => Promise.reject(new Error('not used')),
  addSession: () => Promise.resolve(),
  revokeSession: () => Promise.resolve(),
  setSessions: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
  getRequired: () => true,
}

/** An embedded-wallet provider that records how often its pending requests were rejected. */
function authProvider(fail?: 'throw' | 'reject') {
  const provider = {
    rejected: 0,
    rejectRpcRequests() {
      provider.rejected += 1
      if (fail === 'throw') throw new Error('frame gone')
      if (fail === 'reject') return Promise.reject(new Error('frame gone'))
      return undefined
    },
  }
  return provider
}

function withAuthConnectors(
  context: ReturnType<typeof createTestContext>,
  connectors: Connector[],
  connectedId = 'auth',
) {
  context.store.setState((state) => ({ ...state, connectors }))
  updateChain(context, 'eip155', (chain) => ({
    ...chain,
    connectorId: connectedId,
    accountState: { ...chain.accountState, address: 'mem0001', caipAddress: 'eip155:31337:mem0001' },
  }))
}

describe('closeModal', () => {
  let errorLog: jest.SpyInstance
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => errorLog.mockRestore())

  it('closes, resets the view to Connect and clears the alert and data', () => {
    const context = createTestContext()
    openModal(context)
    push(context, 'AllWallets')
    push(context, 'ConnectingExternal', { wallet: { id: 'x', name: 'X' } })
    showAlert(context, { message: 'Heads up', variant: 'info' })
    expect(closeModal(context)).toBe(true)
    const { modal } = context.store.getState()
    expect(modal).toMatchObject({ open: false, view: 'Connect', history: ['Connect'] })
    expect(modal.alert).toBeUndefined()
    expect(modal.data).toBeUndefined()
  })

  it('emits MODAL_CLOSE with the connection', () => {
    const context = createTestContext()
    const seen: unknown[] = []
    context.events.on('MODAL_CLOSE', (event) => seen.push(event))
    openModal(context)
    closeModal(context)
    expect(seen).toEqual([{ connected: false }])
  })

  it('does nothing and emits nothing when already closed', () => {
    const context = createTestContext()
    const seen: unknown[] = []
    context.events.on('MODAL_CLOSE', (event) => seen.push(event))
    const before = context.store.getState()
    expect(closeModal(context)).toBe(true)
    expect(context.store.getState()).toBe(before)
    expect(seen).toEqual([])
  })

  it('is blocked while sign-in is required on the sign-message view with no session', () => {
    const context = createTestContext({ options: { siwx: requiredSiwx } })
    openModal(context, { view: 'ConnectingSiwe' })
    const seen: unknown[] = []
    context.events.on('MODAL_CLOSE', (event) => seen.push(event))
    expect(closeModal(context)).toBe(false)
    expect(context.store.getState().modal).toMatchObject({ open: true, view: 'ConnectingSiwe' })
    expect(seen).toEqual([])
  })

  it('closes the sign-message view once the session exists', () => {
    const context = createTestContext({ options: { siwx: requiredSiwx } })
    openModal(context, { view: 'ConnectingSiwe' })
    context.store.setState((state) => ({ ...state, siwx: { status: 'success', error: undefined } }))
    expect(closeModal(context)).toBe(true)
    expect(context.store.getState().modal.open).toBe(false)
  })

  it('rejects pending auth RPC requests when no transaction is pending', () => {
    const context = createTestContext()
    const provider = authProvider()
    withAuthConnectors(context, [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155', provider }])
    openModal(context)
    closeModal(context)
    expect(provider.rejected).toBe(1)
  })

  it('leaves auth RPC requests pending while a transaction is pending', () => {
    const context = createTestContext()
    const provider = authProvider()
    withAuthConnectors(context, [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155', provider }])
    context.store.setState((state) => ({ ...state, pendingTransactions: 1 }))
    openModal(context)
    closeModal(context)
    expect(provider.rejected).toBe(0)
  })

  it('rejects only on connected AUTH connectors, including merged ones', () => {
    const context = createTestContext()
    const connected = authProvider()
    const notConnected = authProvider()
    const injected = authProvider()
    withAuthConnectors(
      context,
      [
        {
          id: 'auth-merged',
          name: 'Email',
          type: 'AUTH',
          chain: 'eip155',
          connectors: [{ id: 'auth-evm', name: 'Email', type: 'AUTH', chain: 'eip155', provider: connected }],
        },
        { id: 'auth-other', name: 'Other', type: 'AUTH', chain: 'solana', provider: notConnected },
        { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155', provider: injected },
      ],
      'auth-evm',
    )
    openModal(context)
    closeModal(context)
    expect([connected.rejected, notConnected.rejected, injected.rejected]).toEqual([1, 0, 0])
  })

  it('still closes and logs when rejecting auth requests fails', async () => {
    const context = createTestContext()
    const throwing = authProvider('throw')
    const rejecting = authProvider('reject')
    withAuthConnectors(context, [
      { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155', provider: throwing },
      { id: 'auth', name: 'Email 2', type: 'AUTH', chain: 'eip155', provider: rejecting },
    ])
    openModal(context)
    expect(closeModal(context)).toBe(true)
    await Promise.resolve()
    expect([throwing.rejected, rejecting.rejected]).toEqual([1, 1])
    expect(context.store.getState().modal.open).toBe(false)
    expect(errorLog).toHaveBeenCalledTimes(2)
  })
})
