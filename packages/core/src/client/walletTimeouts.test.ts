import { createScriptedWallets, SCRIPTED_NETWORKS } from '../../test/setupScriptedClient.js'
import { WalletTimeoutError } from '../errors/wallet.js'
import { localEvm, localEvm2 } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createWalletPort } from './createWalletPort.js'
import type { WalletTimeouts } from './options.js'

const SHORT = 60

function setup(timeouts: Partial<WalletTimeouts> = {}) {
  const { evm, solana } = createScriptedWallets({
    evm: { authorised: ['mm'] },
    solana: { authorised: ['phantom'] },
  })
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const create = () =>
    createWalletPort({
      adapters: [evm, solana],
      networks: SCRIPTED_NETWORKS,
      storage,
      enableWalletConnect: false,
      timeouts,
    })
  return { evm, solana, storage, create }
}

function quietly<T>(run: () => Promise<T>): Promise<T> {
  const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) =>
    spy.mockImplementation(() => {}),
  )
  return run().finally(() => {
    for (const spy of spies) spy.mockRestore()
  })
}

describe('defect 6: nothing times out', () => {
  it('defect 6: an adapter init that never settles does not keep client.ready pending', async () => {
    const { evm, solana, storage, create } = setup({ init: SHORT })
    storage.set('connected-connector-ids', { solana: 'phantom' })
    evm.wallet.set('init', 'stall')
    const client = create()
    await quietly(() => client.ready)
    expect(client.getState().initialized).toBe(true)
    expect(client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(solana.wallet.calls).toContain('reconnect:phantom')
    client.destroy()
  })

  it('defect 6: an adapter init that fails does not reject ready nor stop the other chains', async () => {
    const { evm, storage, create } = setup()
    storage.set('connected-connector-ids', { solana: 'phantom' })
    evm.wallet.set('init', { throw: 'boom' })
    const client = create()
    await quietly(() => client.ready)
    expect(client.getState().chains.solana?.accountState.status).toBe('connected')
    client.destroy()
  })

  it('defect 6: silent reconnects run per namespace in parallel, and a silent one times out', async () => {
    const { evm, storage, create } = setup({ reconnect: 300 })
    storage.set('connected-connector-ids', { eip155: 'mm', solana: 'phantom' })
    evm.wallet.set('reconnect', 'stall')
    const client = create()
    // Solana reconnects while the EVM wallet is still silent.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(client.getState().chains.solana?.accountState.status).toBe('connected')
    expect(client.getState().chains.eip155?.accountState.status).toBe('reconnecting')
    await quietly(() => client.ready)
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(storage.get('connected-connector-ids')).toEqual({ solana: 'phantom' })
    // The wallet answers long after: the answer is discarded and closed at the wallet.
    evm.wallet.pending[0]?.approve()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(evm.wallet.attached).toBeUndefined()
    client.destroy()
  })

  it.each([
    [
      'connect',
      (client: ReturnType<ReturnType<typeof setup>['create']>) => client.connect({ connectorId: 'mm' }),
    ],
    [
      'signMessage',
      async (client: ReturnType<ReturnType<typeof setup>['create']>) => {
        await client.connect({ connectorId: 'mm' })
        return client.signMessage({ message: 'hello' })
      },
    ],
    [
      'switchNetwork',
      async (client: ReturnType<ReturnType<typeof setup>['create']>) => {
        await client.connect({ connectorId: 'mm' })
        return client.switchNetwork(localEvm2)
      },
    ],
    [
      'sendTransaction',
      async (client: ReturnType<ReturnType<typeof setup>['create']>) => {
        await client.connect({ connectorId: 'mm' })
        return client.sendTransaction({ to: 'mem0002', value: 1n })
      },
    ],
  ] as const)(
    'defect 6: %s on a wallet that never answers rejects with WalletTimeoutError',
    async (method, run) => {
      const { evm, create } = setup({ [method]: SHORT })
      const client = create()
      await client.ready
      evm.wallet.set(method, 'stall')
      const failure = await quietly(() => run(client).catch((error: unknown) => error))
      expect(failure).toBeInstanceOf(WalletTimeoutError)
      expect(failure).toMatchObject({ operation: `${method} on eip155`, timeoutMs: SHORT })
      const chain = client.getState().chains.eip155
      if (method === 'connect') {
        expect(chain?.accountState.status).toBe('disconnected')
        expect(chain?.accountState.address).toBeUndefined()
      } else {
        expect(chain?.accountState.status).toBe('connected')
        expect(chain?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
      }
      expect(client.getState().pendingTransactions).toBe(0)
      client.destroy()
    },
  )

  it('defect 6: disconnect on a wallet that never answers resets at once and rejects after its time-out', async () => {
    const { evm, create } = setup({ disconnect: SHORT })
    const client = create()
    await client.ready
    await client.connect({ connectorId: 'mm' })
    evm.wallet.set('disconnect', 'stall')
    const failure = quietly(() => client.disconnect().catch((error: unknown) => error))
    await new Promise((resolve) => setTimeout(resolve, SHORT / 3))
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(await failure).toMatchObject({
      message: 'Failed to disconnect',
      details: 'eip155: The request took too long to respond.',
    })
    client.destroy()
  })

  it('rejects time-outs that are not positive numbers, naming the field', () => {
    const { evm, solana } = setup()
    expect(() =>
      createWalletPort({ adapters: [evm, solana], networks: [localEvm], timeouts: { connect: -1 } }),
    ).toThrow(/timeouts\.connect/)
  })
})
