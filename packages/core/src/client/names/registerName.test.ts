import { createTestContext } from '../../../test/createTestContext.js'
import type { ChainNamespace } from '../../caip/types.js'
import { InvalidAccountNameError } from '../../errors/accountName.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import { NameRegistrationError } from '../../errors/names.js'
import { UserRejectedRequestError } from '../../errors/providerRpc.js'
import { localEvm, localSolana, mainnet } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import type { View } from '../state.js'
import { createMemoryNameService } from './createMemoryNameService.js'
import { lookupName } from './lookupName.js'
import { registerName } from './registerName.js'

function connectAccount(
  context: ClientContext,
  namespace: ChainNamespace,
  address: string,
  network: Network,
) {
  context.store.setState((state) => ({
    ...state,
    activeChain: namespace,
    modal: {
      ...state.modal,
      open: true,
      view: 'RegisterAccountName',
      history: ['Account', 'RegisterAccountName'],
    },
  }))
  updateChain(context, namespace, (chain) => ({
    ...chain,
    accountState: { ...chain.accountState, address, caipAddress: `${network.caipNetworkId}:${address}` },
    networkState: { ...chain.networkState, caipNetwork: network },
  }))
}

function setup(network: Network = localEvm) {
  const evm = createMemoryAdapter({ networks: [network] })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const nameService = createMemoryNameService({
    namespaces: ['eip155'],
    caipNetworkId: network.caipNetworkId,
  })
  const context = createTestContext({ adapters: [evm, solana], options: { nameService } })
  connectAccount(context, 'eip155', 'mem0001', network)
  return { context, evm, nameService }
}

const modal = (context: ClientContext) => {
  const { view, history } = context.store.getState().modal
  return { view, history }
}
const profileName = (context: ClientContext) =>
  context.store.getState().chains.eip155?.accountState.profileName

describe('registerName', () => {
  it('pushes the success view, signs, registers, then sets the profile name, in that order', async () => {
    const { context, evm, nameService } = setup()
    const steps: string[] = []
    context.store.subscribe((state, previous) => {
      if (state.modal.view !== previous.modal.view) steps.push(`view:${state.modal.view}`)
      const name = state.chains.eip155?.accountState.profileName
      if (name !== previous.chains.eip155?.accountState.profileName) steps.push(`profileName:${name}`)
    })
    const signed = () => evm.wallet.requests.includes('signMessage')
    const registered = () => nameService.registrations.length
    const observed: [boolean, number][] = []
    context.store.subscribe(() => observed.push([signed(), registered()]))
    await registerName(context, 'alice')
    expect(steps).toEqual(['view:RegisterAccountNameSuccess', 'profileName:alice'])
    expect(observed).toEqual([
      [false, 0],
      [true, 1],
    ])
    expect(modal(context)).toEqual({
      view: 'RegisterAccountNameSuccess',
      history: ['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'],
    })
    expect(context.store.getState().modal.data?.registerAccountName).toBe('alice')
  })

  it('signs a message holding the name, empty attributes and a timestamp in seconds', async () => {
    const { context, evm, nameService } = setup()
    context.clock.now = 1_700_000_000_999
    await registerName(context, 'alice')
    const [registration] = nameService.registrations
    expect(JSON.parse(registration?.message ?? '')).toEqual({
      name: 'alice',
      attributes: {},
      timestamp: 1_700_000_000,
    })
    expect(registration?.address).toBe('mem0001')
    const valid = await evm.verifyMessage({
      message: registration?.message ?? '',
      signature: registration?.signature ?? '',
      address: 'mem0001',
      network: localEvm,
    })
    expect(valid).toBe(true)
  })

  it('registers with the ENSIP-11 coin type of the connected eip155 chain', async () => {
    const { context, nameService } = setup()
    await registerName(context, 'alice')
    expect(nameService.registrations[0]?.coinType).toBe(0x80000000 + 31337)
  })

  it('registers with coin type 60 on Ethereum mainnet', async () => {
    const { context, nameService } = setup(mainnet)
    await registerName(context, 'alice')
    expect(nameService.registrations[0]?.coinType).toBe(60)
  })

  it('makes the new name resolvable at once despite a cached miss', async () => {
    const { context } = setup()
    await expect(lookupName(context, 'alice')).resolves.toBeNull()
    await registerName(context, 'alice')
    await expect(lookupName(context, 'alice')).resolves.toMatchObject({ name: 'alice' })
  })

  it('account name: letters, digits and hyphens only, at least 4 characters — refused before anything else', async () => {
    const { context, evm } = setup()
    await expect(registerName(context, 'ab')).rejects.toBeInstanceOf(InvalidAccountNameError)
    await expect(registerName(context, 'al ice')).rejects.toBeInstanceOf(InvalidAccountNameError)
    expect(evm.wallet.requests).toEqual([])
    expect(modal(context).view).toBe('RegisterAccountName')
  })

  it('on a declined signature, goes back to the register view and throws with the cause', async () => {
    const { context, evm, nameService } = setup()
    evm.wallet.setBehavior('reject')
    const error = await registerName(context, 'alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect((error as Error).message).toBe('Error registering name alice')
    expect((error as Error).cause).toBeInstanceOf(UserRejectedRequestError)
    expect(modal(context)).toEqual({
      view: 'RegisterAccountName',
      history: ['Account', 'RegisterAccountName'],
    })
    expect(nameService.registrations).toEqual([])
    expect(profileName(context)).toBeUndefined()
  })

  it('on a refused registration, goes back to the register view and throws with the cause', async () => {
    const { context, nameService } = setup()
    await nameService.register({
      name: 'alice',
      address: 'mem0002',
      coinType: 60,
      message: '{}',
      signature: 's',
    })
    const error = await registerName(context, 'alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect(((error as Error).cause as Error).message).toBe('alice is taken')
    expect(modal(context).view).toBe('RegisterAccountName')
    expect(profileName(context)).toBeUndefined()
  })

  it('refuses a namespace the name service does not serve', async () => {
    const { context } = setup()
    connectAccount(context, 'solana', 'mem0001', localSolana)
    await expect(registerName(context, 'alice')).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(modal(context).view).toBe('RegisterAccountName')
  })

  it("fails with 'No name service configured' when the app set none", async () => {
    const context = createTestContext()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await expect(registerName(context, 'alice')).rejects.toThrow('No name service configured')
  })

  it('refuses to register without a connected account', async () => {
    const nameService = createMemoryNameService({
      namespaces: ['eip155'],
      caipNetworkId: localEvm.caipNetworkId,
    })
    const context = createTestContext({ options: { nameService } })
    await expect(registerName(context, 'alice')).rejects.toThrow('No ActiveCaipAddress found')
    expect(context.store.getState().modal.view satisfies View).toBe('Connect')
  })
})
