import { connectWallet, createSiwxTestSetup, EVM_ACCOUNT } from '../../../test/siwxTestSetup.js'
import { NoActiveCaipAddressError } from '../../errors/internal.js'
import { NoActiveNetworkOrClientError, SiwxNotEnabledError } from '../../errors/siwx.js'
import { localEvm } from '../../networks/index.js'
import { assertCanRequestSignIn, isSmartAccountActive } from './assertCanRequestSignIn.js'

describe('assertCanRequestSignIn (spec section 5)', () => {
  it("a sign request requires sign-in enabled: 'SIWX is not enabled'", async () => {
    const { context } = createSiwxTestSetup()
    await connectWallet(context)
    const call = () => assertCanRequestSignIn(context.store.getState(), {}, context.adapters)
    expect(call).toThrow(SiwxNotEnabledError)
    expect(call).toThrow('SIWX is not enabled')
  })

  it("a sign request requires an active address: 'No ActiveCaipAddress found'", () => {
    const { context } = createSiwxTestSetup()
    const call = () => assertCanRequestSignIn(context.store.getState(), context.options, context.adapters)
    expect(call).toThrow(NoActiveCaipAddressError)
    expect(call).toThrow('No ActiveCaipAddress found')
  })

  it("a sign request requires an active network: 'No ActiveCaipNetwork or client found'", async () => {
    const { context } = createSiwxTestSetup()
    await connectWallet(context)
    const state = context.store.getState()
    const chain = state.chains.eip155
    if (!chain) throw new Error('no eip155 chain')
    const noNetwork = {
      ...state,
      chains: {
        ...state.chains,
        eip155: { ...chain, networkState: { ...chain.networkState, caipNetwork: undefined } },
      },
    }
    const call = () => assertCanRequestSignIn(noNetwork, context.options, context.adapters)
    expect(call).toThrow(NoActiveNetworkOrClientError)
    expect(call).toThrow('No ActiveCaipNetwork or client found')
  })

  it("a sign request requires a connection client (the adapter): 'No ActiveCaipNetwork or client found'", async () => {
    const { context } = createSiwxTestSetup()
    await connectWallet(context)
    const call = () => assertCanRequestSignIn(context.store.getState(), context.options, new Map())
    expect(call).toThrow('No ActiveCaipNetwork or client found')
  })

  it('returns the account, network and adapter to sign with when everything is there', async () => {
    const { context, evm, siwx } = createSiwxTestSetup()
    await connectWallet(context)
    expect(assertCanRequestSignIn(context.store.getState(), context.options, context.adapters)).toMatchObject(
      {
        siwx,
        namespace: 'eip155',
        address: EVM_ACCOUNT,
        network: localEvm,
        adapter: evm,
        isSmartAccount: false,
      },
    )
  })

  it('an account is a smart account by its own type, else by the preferred type', async () => {
    const { context } = createSiwxTestSetup({ accountType: 'smartAccount' })
    await connectWallet(context)
    const chain = context.store.getState().chains.eip155
    expect(isSmartAccountActive(chain)).toBe(true)
    if (!chain) throw new Error('no eip155 chain')
    const eoa = {
      ...chain,
      accountState: { ...chain.accountState, allAccounts: [{ address: EVM_ACCOUNT, type: 'eoa' as const }] },
    }
    expect(isSmartAccountActive(eoa)).toBe(false)
    const none = { ...chain, accountState: { ...chain.accountState, allAccounts: [] } }
    expect(isSmartAccountActive(none)).toBe(true)
    expect(isSmartAccountActive(undefined)).toBe(false)
  })
})
