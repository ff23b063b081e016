import { createSiwxTestSetup, EVM_ACCOUNT } from '../../../test/siwxTestSetup.js'
import { DisconnectError } from '../../errors/connection.js'
import { localEvm, localSolana } from '../../networks/index.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { eventually } from '../../testing/eventually.js'
import { createWalletPort } from '../createWalletPort.js'

// Issue 35: the app's "start fresh" switch, client.forgetAll().

const EMBEDDED_LOGIN = {
  email: 'ada@example.com',
  'email-login-used': true,
  'social-username': 'ada',
  'last-used-chain-id': 'eip155:31337',
  'smart-account-enabled-networks': [31337],
} as const

function setup() {
  const { siwx, storage } = createSiwxTestSetup()
  const evm = createMemoryAdapter({
    networks: [localEvm],
    accounts: [EVM_ACCOUNT],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const open = () =>
    createWalletPort({
      adapters: [evm, solana],
      networks: [localEvm, localSolana],
      storage,
      siwx,
      enableWalletConnect: false,
    })
  return { evm, solana, siwx, storage, open }
}

const statuses = (client: ReturnType<ReturnType<typeof setup>['open']>) =>
  Object.fromEntries(
    Object.entries(client.getState().chains).map(([namespace, chain]) => [
      namespace,
      chain?.accountState.status,
    ]),
  )

describe('forgetAll: start fresh', () => {
  it('disconnects every namespace at its wallet, drops sign-in sessions and stored logins; a reload restores nothing', async () => {
    const { evm, solana, siwx, storage, open } = setup()
    const client = open()
    await client.ready
    await client.connect({ connectorId: 'memory', namespace: 'solana' })
    await client.connect({ connectorId: 'memory', namespace: 'eip155' })
    await eventually(async () => expect(await client.siwx.getSessions()).toHaveLength(1), {
      timeoutMs: 10_000,
      intervalMs: 10,
    })
    for (const [key, value] of Object.entries(EMBEDDED_LOGIN)) storage.set(key as never, value as never)
    expect(storage.get('connected-connector-ids')).toEqual({ solana: 'memory', eip155: 'memory' })
    const recent = storage.get('recent-wallets')
    expect(recent).toHaveLength(1)

    await client.forgetAll()

    expect(statuses(client)).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(evm.getProvider()).toBeUndefined()
    expect(solana.getProvider()).toBeUndefined()
    expect(await siwx.getSessions(localEvm.caipNetworkId, EVM_ACCOUNT)).toEqual([])
    for (const key of [
      'connected-connector-ids',
      'connected-addresses',
      'active-accounts',
      'active-caip-network-id',
      'siwx-sessions',
      ...Object.keys(EMBEDDED_LOGIN),
    ])
      expect([key, storage.get(key as never)]).toEqual([key, undefined])
    expect(storage.get('recent-wallets')).toEqual(recent)
    expect(storage.get('announced-disconnect')?.namespaces.sort()).toEqual(['eip155', 'solana'])
    client.destroy()

    const reloaded = open()
    await reloaded.ready
    expect(statuses(reloaded)).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    reloaded.destroy()
  })

  it('cancels a connect in flight', async () => {
    const { open } = setup()
    const client = open()
    await client.ready
    const adapter = client.getAdapter('eip155')
    const stalled = new Promise<never>(() => {})
    adapter.connect = () => stalled
    const connecting = client.connect({ connectorId: 'memory' }).catch((error: unknown) => error)
    await client.forgetAll()
    expect((await connecting) as Error).toMatchObject({ name: 'ConnectionCancelledError' })
    expect(statuses(client).eip155).toBe('disconnected')
    client.destroy()
  })

  it('a wallet that fails to close is forgotten all the same; the call rejects with DisconnectError', async () => {
    const { evm, storage, open } = setup()
    const client = open()
    await client.ready
    await client.connect({ connectorId: 'memory' })
    evm.disconnect = () => Promise.reject(new Error('extension crashed'))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const failure = await client
      .forgetAll()
      .catch((error: unknown) => error)
      .finally(() => spy.mockRestore())
    expect(failure).toBeInstanceOf(DisconnectError)
    expect(statuses(client).eip155).toBe('disconnected')
    expect(storage.get('connected-connector-ids')).toBeUndefined()
    client.destroy()
  })

  it('with nothing connected it clears storage and resolves', async () => {
    const { storage, open } = setup()
    storage.set('email', 'ada@example.com')
    const client = open()
    await client.ready
    await expect(client.forgetAll()).resolves.toBeUndefined()
    expect(storage.get('email')).toBeUndefined()
    client.destroy()
  })
})
