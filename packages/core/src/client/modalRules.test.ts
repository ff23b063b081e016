import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createWalletPort } from './createWalletPort.js'
import type { WalletPortOptions } from './options.js'
import { createDefaultSiwx } from './siwx/createDefaultSiwx.js'
import { getSiwxVerifier } from './siwx/getSiwxVerifier.js'

const EVM_ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

function setup(overrides: Partial<WalletPortOptions> = {}) {
  const evm = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [EVM_ACCOUNT],
    balances: { [EVM_ACCOUNT]: 5n * 10n ** 18n },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: [localEvm, localEvm2, localSolana],
    storage,
    enableWalletConnect: false,
    ...overrides,
  })
  return { evm, solana, storage, client }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('modal rules of the finished modal (issue 24)', () => {
  it('closes an Account view whose account was disconnected, instead of leaving it empty', async () => {
    const { client } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.open()
    expect(client.getState().modal.view).toBe('Account')
    await client.disconnect()
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().modal.view).toBe('Connect')
  })

  it.each(['Send', 'Receive', 'Transactions', 'RegisterAccountName'] as const)(
    "closes the account's %s view when the account is disconnected: no view keeps the previous account's content",
    async (view) => {
      const { client } = setup()
      await client.ready
      await client.connect({ connectorId: 'memory', namespace: 'eip155' })
      client.open()
      client.router.push(view)
      await client.disconnect()
      expect(client.getState().modal).toMatchObject({ open: false, view: 'Connect', history: ['Connect'] })
    },
  )

  it('a background connect (activate: false) leaves a modal the user opened meanwhile open', async () => {
    const { client } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.open()
    await client.connect({ connectorId: 'memory', namespace: 'solana', activate: false })
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Account' })
    expect(client.getState().activeChain).toBe('eip155')
  })

  it('leaves other views open when the account goes away', async () => {
    const { client } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.open({ view: 'Networks' })
    await client.disconnect()
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Networks' })
  })

  it('on an unsupported network, shows no balance and asks no RPC for one', async () => {
    const { client, evm } = setup({ networks: [localEvm, localSolana] })
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    await client.fetchBalance()
    expect(client.getState().chains.eip155?.accountState.balance).toBeDefined()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    evm.wallet.changeNetwork(localEvm2)
    await settle()
    const account = client.getState().chains.eip155?.accountState
    expect(account?.balance).toBeUndefined()
    expect(account?.balanceSymbol).toBeUndefined()
    expect(client.getState().modal.toasts).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('offers Connect for a namespace picked in the modal with no wallet on it', async () => {
    const { client } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.open({ view: 'Networks' })
    await client.switchNetwork(localSolana)
    expect(client.getState().activeChain).toBe('solana')
    expect(client.getState().modal).toMatchObject({
      open: true,
      view: 'Connect',
      data: { namespace: 'solana' },
      history: ['Networks', 'Connect'],
    })
  })

  it('closes a connecting view once connected when a stored sign-in session is still valid', async () => {
    const storage = createStorage({ backend: createMemoryStorageBackend() })
    const evm = createMemoryAdapter({
      networks: [localEvm],
      accounts: [EVM_ACCOUNT],
      addressPattern: /^0x[0-9a-fA-F]{40}$/,
    })
    const siwx = createDefaultSiwx({
      storage,
      domain: 'app.example',
      uri: 'https://app.example',
      verify: getSiwxVerifier({ adapters: [evm] }),
      required: true,
    })
    const client = createWalletPort({ adapters: [evm], networks: [localEvm], storage, siwx })
    await client.ready
    client.open()
    const signedIn = new Promise((resolve) => client.events.on('SIWX_AUTH_SUCCESS', resolve))
    await client.connect({ connectorId: 'memory' })
    await signedIn
    await client.disconnect()

    client.open()
    client.router.push('ConnectingExternal')
    await client.connect({ connectorId: 'memory' })
    for (let tick = 0; tick < 20 && client.getState().modal.open; tick++) await settle()
    expect(client.getState().siwx.status).toBe('success')
    expect(client.getState().modal.open).toBe(false)
  })

  it('changes theme mode and variables at run time, and refuses bad ones without changing anything', async () => {
    const { client } = setup({ themeMode: 'light', themeVariables: { '--wp-accent': '#123456' } })
    expect(client.getState().theme).toEqual({ mode: 'light', variables: { '--wp-accent': '#123456' } })
    client.setThemeMode('dark')
    client.setThemeVariables({ '--wp-border-radius-master': '8px' })
    expect(client.getState().theme).toEqual({
      mode: 'dark',
      variables: { '--wp-accent': '#123456', '--wp-border-radius-master': '8px' },
    })
    client.setThemeVariables({ '--wp-accent': undefined })
    expect(client.getState().theme.variables).toEqual({ '--wp-border-radius-master': '8px' })
    const before = client.getState().theme
    expect(() => client.setThemeMode('sepia' as never)).toThrow(/themeMode/)
    expect(() => client.setThemeVariables({ '--wp-acent': 'red' } as never)).toThrow(/--wp-acent/)
    expect(client.getState().theme).toBe(before)
    client.setThemeMode(undefined)
    expect(client.getState().theme.mode).toBeUndefined()
  })
})
