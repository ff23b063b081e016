import { connectWallet, createSiwxTestSetup, EVM_ACCOUNT } from '../../../test/siwxTestSetup.js'
import { localEvm, localEvm2 } from '../../networks/index.js'
import { cancelSignIn } from './cancelSignIn.js'
import { requestSignIn } from './requestSignIn.js'
import type { SiwxConfig } from './types.js'

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

describe('sign-in flow (spec section 4)', () => {
  it('step 1: an account with a valid session is not asked to sign again', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    await requestSignIn(setup.context)
    expect(setup.context.store.getState().siwx.status).toBe('success')
    setup.context.store.setState((state) => ({ ...state, siwx: { status: 'idle', error: undefined } }))
    const signsBefore = setup.evm.wallet.requests.filter((r) => r === 'signMessage').length

    await requestSignIn(setup.context)

    expect(setup.evm.wallet.requests.filter((r) => r === 'signMessage')).toHaveLength(signsBefore)
    expect(setup.context.store.getState().siwx).toEqual({ status: 'success', error: undefined })
    expect(setup.context.store.getState().modal.view).toBe('Connect')
    expect(setup.context.store.getState().modal.open).toBe(false)
  })

  it('step 1: nothing happens while the wallet is on an unsupported network', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.context.store.setState((state) => {
      const chain = state.chains.eip155
      if (!chain) return state
      return {
        ...state,
        chains: {
          ...state.chains,
          eip155: { ...chain, networkState: { ...chain.networkState, unsupported: true } },
        },
      }
    })
    await requestSignIn(setup.context)
    expect(setup.evm.wallet.requests).not.toContain('signMessage')
    expect(setup.context.store.getState().siwx.status).toBe('idle')
  })

  it('step 2 and 6: with no session the sign-message view opens and state says signing while it shows', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('stall')
    const seen: string[] = []
    setup.context.store.subscribe((state) => seen.push(`${state.modal.view}/${state.siwx.status}`))

    const flow = requestSignIn(setup.context)
    await flush()

    const state = setup.context.store.getState()
    expect(state.modal).toMatchObject({
      open: true,
      view: 'ConnectingSiwe',
      history: ['Connect', 'ConnectingSiwe'],
    })
    expect(state.siwx.status).toBe('signing')
    expect(seen).toEqual(['ConnectingSiwe/signing'])
    expect(setup.evm.wallet.requests).toContain('signMessage')
    setup.evm.wallet.releaseStalled()
    await flow
  })

  it("step 2 after a connect: the sign-message view takes the connecting view's place, Back leads to the list", async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.context.store.setState((state) => ({
      ...state,
      modal: {
        ...state.modal,
        open: true,
        view: 'ConnectingExternal',
        history: ['Connect', 'ConnectingExternal'],
      },
    }))
    setup.evm.wallet.setBehavior('stall')

    const flow = requestSignIn(setup.context)
    await flush()

    expect(setup.context.store.getState().modal).toMatchObject({
      open: true,
      view: 'ConnectingSiwe',
      history: ['Connect', 'ConnectingSiwe'],
    })
    setup.evm.wallet.releaseStalled()
    await flow
  })

  it('step 3: a successful signature stores a verified session, closes the modal and tracks success', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)

    await requestSignIn(setup.context)

    const state = setup.context.store.getState()
    expect(state.siwx).toEqual({ status: 'success', error: undefined })
    expect(state.modal).toMatchObject({
      open: false,
      view: 'Connect',
      history: ['Connect'],
      alert: undefined,
    })
    const sessions = await setup.siwx.getSessions(localEvm.caipNetworkId, EVM_ACCOUNT)
    expect(sessions).toHaveLength(1)
    const [session] = sessions
    expect(session?.data).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: EVM_ACCOUNT,
      domain: 'app.example',
    })
    expect(Object.hasOwn(session?.data ?? {}, 'toString')).toBe(false)
    expect(
      await setup.evm.verifyMessage({
        message: session?.message ?? '',
        signature: session?.signature ?? '',
        address: EVM_ACCOUNT,
        network: localEvm,
      }),
    ).toBe(true)
    expect(setup.events).toEqual([
      { type: 'SIWX_AUTH_SUCCESS', payload: { networkId: 'eip155:31337', isSmartAccount: false } },
    ])
  })

  it('step 4: a declined signature shows "Signature declined" on the sign-message view and tracks the error', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('reject')

    await requestSignIn(setup.context)

    const state = setup.context.store.getState()
    expect(state.siwx).toEqual({ status: 'error', error: 'Signature declined' })
    expect(state.modal).toMatchObject({
      open: true,
      view: 'ConnectingSiwe',
      history: ['Connect', 'ConnectingSiwe'],
      alert: { message: 'Signature declined', variant: 'error' },
    })
    expect(state.chains.eip155?.accountState.address).toBe(EVM_ACCOUNT)
    expect(setup.events).toEqual([
      {
        type: 'SIWX_AUTH_ERROR',
        payload: { networkId: 'eip155:31337', isSmartAccount: false, message: 'Signature declined' },
      },
    ])
    expect(await setup.siwx.getSessions(localEvm.caipNetworkId, EVM_ACCOUNT)).toEqual([])
  })

  it('step 4: a signature that fails verification is a failed signature too', async () => {
    const setup = createSiwxTestSetup({ siwx: { verify: async () => false } })
    await connectWallet(setup.context)
    await requestSignIn(setup.context)
    expect(setup.context.store.getState().siwx).toEqual({ status: 'error', error: 'Signature declined' })
    expect(setup.events.map((event) => event.type)).toEqual(['SIWX_AUTH_ERROR'])
  })

  it('step 4: a smart account is told the application might not support Smart Accounts', async () => {
    const setup = createSiwxTestSetup({ accountType: 'smartAccount' })
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('reject')
    await requestSignIn(setup.context)
    expect(setup.context.store.getState().siwx.error).toBe(
      'This application might not support Smart Accounts',
    )
    expect(setup.context.store.getState().modal.alert).toEqual({
      message: 'This application might not support Smart Accounts',
      variant: 'error',
    })
    expect(setup.events[0]).toEqual({
      type: 'SIWX_AUTH_ERROR',
      payload: {
        networkId: 'eip155:31337',
        isSmartAccount: true,
        message: 'This application might not support Smart Accounts',
      },
    })
  })

  it('step 4: the view is kept when the failure comes while approving a transaction', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('stall')
    const flow = requestSignIn(setup.context)
    await flush()
    setup.context.store.setState((state) => ({
      ...state,
      modal: {
        ...state.modal,
        view: 'ApproveTransaction',
        history: [...state.modal.history, 'ApproveTransaction'],
      },
    }))
    setup.evm.wallet.releaseStalled()
    await flow
    expect(setup.context.store.getState().modal).toMatchObject({
      view: 'ApproveTransaction',
      history: ['Connect', 'ConnectingSiwe', 'ApproveTransaction'],
      alert: { message: 'Signature declined', variant: 'error' },
    })
  })

  it('step 4: a retry after a declined signature signs in on the same view', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('reject')
    await requestSignIn(setup.context)
    setup.evm.wallet.setBehavior('approve')
    await requestSignIn(setup.context)
    const state = setup.context.store.getState()
    expect(state.siwx.status).toBe('success')
    expect(state.modal).toMatchObject({ open: false, view: 'Connect', alert: undefined })
    expect(setup.events.map((event) => event.type)).toEqual(['SIWX_AUTH_ERROR', 'SIWX_AUTH_SUCCESS'])
  })

  it('a startup failure disconnects the wallet, resets the view and says authentication could not start', async () => {
    // 'mem0001' is not an eip155 address, so the default sign-in cannot build an EIP-4361 message for it.
    const setup = createSiwxTestSetup({ evmAccounts: ['mem0001'] })
    await connectWallet(setup.context)
    setup.context.store.setState((state) => ({
      ...state,
      modal: { ...state.modal, open: true, view: 'Account', history: ['Connect', 'Account'] },
    }))

    await requestSignIn(setup.context)

    const state = setup.context.store.getState()
    expect(state.siwx).toEqual({
      status: 'error',
      error: 'A problem occurred while trying initialize authentication',
    })
    expect(state.chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
    })
    expect(state.chains.eip155?.connectorId).toBeUndefined()
    expect(state.modal).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
      alert: { message: 'A problem occurred while trying initialize authentication', variant: 'error' },
    })
    expect(setup.evm.wallet.requests).toContain('disconnect')
    expect(setup.evm.wallet.requests).not.toContain('signMessage')
    expect(setup.context.storage.get('connected-connector-ids')).toEqual({})
  })

  it('a startup failure while reading sessions disconnects too', async () => {
    const failing: SiwxConfig = {
      createMessage: () => Promise.reject(new Error('unused')),
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: () => Promise.reject(new Error('session service down')),
    }
    const setup = createSiwxTestSetup({ siwx: failing })
    await connectWallet(setup.context)
    await requestSignIn(setup.context)
    expect(setup.context.store.getState().siwx.error).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(setup.context.store.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(setup.evm.wallet.requests).toContain('disconnect')
  })

  it('step 5: cancelling closes the modal and resets the view when sign-in is optional', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('stall')
    const flow = requestSignIn(setup.context)
    await flush()

    await cancelSignIn(setup.context)

    const state = setup.context.store.getState()
    expect(state.modal).toMatchObject({ open: false, view: 'Connect', history: ['Connect'] })
    expect(state.siwx).toEqual({ status: 'idle', error: undefined })
    expect(state.chains.eip155?.accountState.address).toBe(EVM_ACCOUNT)
    expect(setup.evm.wallet.requests).not.toContain('disconnect')
    setup.evm.wallet.releaseStalled()
    await flow
    expect(setup.context.store.getState().siwx.status).toBe('idle')
    expect(setup.events).toEqual([
      { type: 'CLICK_CANCEL_SIWX', payload: { networkId: 'eip155:31337', isSmartAccount: false } },
    ])
  })

  it('step 5: cancelling disconnects the wallet when sign-in is required, then resets the view', async () => {
    const setup = createSiwxTestSetup({ siwx: { required: true } })
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('reject')
    await requestSignIn(setup.context)

    await cancelSignIn(setup.context)

    const state = setup.context.store.getState()
    expect(state.chains.eip155?.accountState).toMatchObject({ status: 'disconnected', address: undefined })
    expect(state.modal).toMatchObject({ view: 'Connect', history: ['Connect'], alert: undefined })
    expect(state.siwx.status).toBe('idle')
    expect(setup.evm.wallet.requests).toContain('disconnect')
    expect(setup.events.map((event) => event.type)).toEqual(['SIWX_AUTH_ERROR', 'CLICK_CANCEL_SIWX'])
  })

  it('a signature that settles after the account changed is ignored', async () => {
    const setup = createSiwxTestSetup()
    await connectWallet(setup.context)
    setup.evm.wallet.setBehavior('stall')
    const flow = requestSignIn(setup.context)
    await flush()
    setup.evm.wallet.setBehavior('approve')
    await connectWallet(setup.context, 'eip155', localEvm2)
    setup.evm.wallet.releaseStalled()
    await flow
    expect(setup.events).toEqual([])
    expect(setup.context.store.getState().modal.alert).toBeUndefined()
  })
})
