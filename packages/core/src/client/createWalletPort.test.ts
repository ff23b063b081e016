import { ConflictingSignInOptionsError } from '../errors/options.js'
import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createWalletPort } from './createWalletPort.js'
import type { WalletPortOptions } from './options.js'
import { createDefaultSiwx } from './siwx/createDefaultSiwx.js'
import { getSiwxVerifier } from './siwx/getSiwxVerifier.js'

const EVM_ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const RECIPIENT = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

function setup(overrides: Partial<WalletPortOptions> = {}, backend = createMemoryStorageBackend()) {
  const evm = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [EVM_ACCOUNT],
    balances: { [EVM_ACCOUNT]: 5n * 10n ** 18n },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const storage = createStorage({ backend })
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: [localEvm, localEvm2, localSolana],
    storage,
    enableWalletConnect: false,
    ...overrides,
  })
  return { evm, solana, storage, client, backend }
}

describe('createWalletPort', () => {
  it('fails fast when both siweConfig and siwx are set', () => {
    const evm = createMemoryAdapter({ networks: [localEvm] })
    const siwx = createDefaultSiwx({
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      domain: 'a.example',
      uri: 'https://a.example',
      verify: async () => true,
    })
    expect(() => createWalletPort({ adapters: [evm], networks: [localEvm], siwx, siweConfig: {} })).toThrow(
      ConflictingSignInOptionsError,
    )
  })

  it('fails fast on a network whose namespace has no adapter, naming it', () => {
    const evm = createMemoryAdapter({ networks: [localEvm] })
    expect(() => createWalletPort({ adapters: [evm], networks: [localEvm, localSolana] })).toThrow(
      'options.networks: solana:localnet has no adapter for namespace solana',
    )
  })

  it('initialises adapters, lists their connectors, then syncs: none authorised → disconnected', async () => {
    const { client } = setup()
    await client.ready
    const state = client.getState()
    expect(state.initialized).toBe(true)
    expect(state.connectors.map((connector) => connector.name)).toContain('Memory Wallet')
    expect(state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(state.chains.solana?.accountState.status).toBe('disconnected')
  })

  it('opens Connect when disconnected and Account once connected', async () => {
    const { client } = setup()
    await client.ready
    client.open()
    expect(client.getState().modal.view).toBe('Connect')
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    expect(client.getState().modal.open).toBe(false)
    client.open()
    expect(client.getState().modal.view).toBe('Account')
  })

  it('never lets a listener see an address without its network', async () => {
    const { client } = setup()
    await client.ready
    const seen: boolean[] = []
    client.subscribe(
      (state) => state.chains.eip155?.accountState.address,
      () => seen.push(client.getState().chains.eip155?.networkState.caipNetwork !== undefined),
    )
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    expect(seen).toEqual([true])
  })

  it('fetches the balance after connecting', async () => {
    const { client } = setup()
    await client.ready
    const balance = new Promise((resolve) =>
      client.subscribe((state) => state.chains.eip155?.accountState.balance, resolve),
    )
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    await expect(balance).resolves.toBe('5')
    expect(client.getState().chains.eip155?.accountState.balanceSymbol).toBe('ETH')
  })

  it('reconnects the stored wallet silently after a restart', async () => {
    const backend = createMemoryStorageBackend()
    const first = setup({}, backend)
    await first.client.ready
    await first.client.connect({ connectorId: 'memory', namespace: 'eip155' })
    first.client.destroy()

    const evm = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      accounts: [EVM_ACCOUNT],
      addressPattern: /^0x[0-9a-fA-F]{40}$/,
      authorized: true,
    })
    const client = createWalletPort({
      adapters: [evm],
      networks: [localEvm, localEvm2],
      storage: createStorage({ backend }),
    })
    await client.ready
    expect(client.getState().chains.eip155?.accountState.address).toBe(EVM_ACCOUNT)
    expect(evm.wallet.requests).toEqual(['reconnect'])
  })

  it('opens UnsupportedChain when the wallet moves to a network the app did not request', async () => {
    const { client, evm } = setup({ networks: [localEvm, localSolana] })
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    evm.wallet.changeNetwork(localEvm2)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().modal.view).toBe('UnsupportedChain')
  })

  it('does not open UnsupportedChain when unsupported chains are allowed', async () => {
    const { client, evm } = setup({ networks: [localEvm, localSolana], allowUnsupportedChain: true })
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    evm.wallet.changeNetwork(localEvm2)
    expect(client.getState().modal.open).toBe(false)
  })

  it('signs a message with the active account, and the signature verifies', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    const signature = await client.signMessage({ message: 'hello' })
    await expect(
      evm.verifyMessage({ message: 'hello', signature, address: EVM_ACCOUNT, network: localEvm }),
    ).resolves.toBe(true)
  })

  it('refuses to sign without a connected account', async () => {
    const { client } = setup()
    await client.ready
    await expect(client.signMessage({ message: 'hello' })).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('sends a transaction and waits for its receipt', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    const sent = await client.sendTransaction({ to: RECIPIENT, value: 1000n })
    await expect(sent.wait()).resolves.toMatchObject({ hash: sent.hash, status: 'success' })
    expect(evm.wallet.balanceOf(RECIPIENT)).toBe(1000n)
    expect(client.getState().pendingTransactions).toBe(0)
  })

  it('refreshes the balance past its 30 s cache once a sent transaction is confirmed', async () => {
    const { client, evm } = setup()
    await client.ready
    const first = new Promise((resolve) =>
      client.subscribe((state) => state.chains.eip155?.accountState.balance, resolve),
    )
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    await expect(first).resolves.toBe('5')
    const sent = await client.sendTransaction({ to: RECIPIENT, value: 10n ** 18n })
    await sent.wait()
    const expected = evm.wallet.balanceOf(EVM_ACCOUNT)
    expect(expected).toBeLessThan(4n * 10n ** 18n + 1n)
    expect(client.getState().chains.eip155?.accountState.balance).toMatch(/^3\.9+/)
  })

  it('keeps the rejection of a declined transaction and counts it no longer pending', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    evm.wallet.setBehavior('reject')
    await expect(client.sendTransaction({ to: RECIPIENT, value: 1n })).rejects.toMatchObject({ code: 4001 })
    expect(client.getState().pendingTransactions).toBe(0)
  })

  it('shows the Failed to disconnect toast when a chain fails to disconnect, after resetting it', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    evm.disconnect = () => Promise.reject(new Error('wallet gone'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    await expect(client.disconnect()).rejects.toThrow('Failed to disconnect')
    error.mockRestore()
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(client.getState().modal.toasts.map((toast) => toast.message)).toContain('Failed to disconnect')
  })

  it('requests sign-in after connecting when SIWX is configured, and keeps the session', async () => {
    const backend = createMemoryStorageBackend()
    const storage = createStorage({ backend })
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
    })
    const client = createWalletPort({ adapters: [evm], networks: [localEvm], storage, siwx })
    await client.ready
    client.open()
    const signedIn = new Promise((resolve) => client.events.on('SIWX_AUTH_SUCCESS', resolve))
    await client.connect({ connectorId: 'memory' })
    await signedIn
    expect(client.getState().siwx.status).toBe('success')
    await expect(client.siwx.getSessions()).resolves.toHaveLength(1)
    expect(client.getState().modal.open).toBe(false)
  })

  it('stops following wallets after destroy', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    client.destroy()
    evm.wallet.changeAccounts([RECIPIENT])
    expect(client.getState().chains.eip155?.accountState.address).toBe(EVM_ACCOUNT)
  })
})
