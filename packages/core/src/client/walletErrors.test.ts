import type { ScriptedMethod } from '../../test/createScriptedAdapter.js'
import { createScriptedWallets, SCRIPTED_NETWORKS } from '../../test/setupScriptedClient.js'
import { WalletPortError } from '../errors/base.js'
import { UserRejectedRequestError } from '../errors/providerRpc.js'
import { WalletRequestFailedError } from '../errors/wallet.js'
import { localEvm2 } from '../networks/index.js'
import { createWalletPort } from './createWalletPort.js'

function setup() {
  const { evm, solana } = createScriptedWallets()
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: SCRIPTED_NETWORKS,
    enableWalletConnect: false,
  })
  return { evm, client }
}

type Client = ReturnType<typeof setup>['client']

const calls: [ScriptedMethod, (client: Client) => Promise<unknown>][] = [
  ['connect', (client) => client.connect({ connectorId: 'mm' })],
  ['switchNetwork', (client) => client.switchNetwork(localEvm2)],
  ['signMessage', (client) => client.signMessage({ message: 'hello' })],
  ['sendTransaction', (client) => client.sendTransaction({ to: 'mem0002', value: 1n })],
]

const thrown: [string, unknown, string][] = [
  ['a string', 'wallet exploded', 'wallet exploded'],
  ['null', null, 'The wallet failed to'],
  ['a plain object', { reason: 'nope' }, 'The wallet failed to'],
  ['undefined', undefined, 'The wallet failed to'],
  ['a number', 42, 'The wallet failed to'],
  ['a plain Error', new Error('Wallet is locked'), 'Wallet is locked'],
]

describe('defect 8: unnamed errors reach the app', () => {
  describe.each(calls)('%s', (method, run) => {
    it.each(thrown)(
      `defect 8: ${method} rejecting with %s rejects with a WalletPortError whose cause is the original`,
      async (_, value, message) => {
        const { evm, client } = setup()
        await client.ready
        if (method !== 'connect') await client.connect({ connectorId: 'mm' })
        evm.wallet.set(method, { throw: value })
        const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
        const failure = await run(client)
          .catch((error: unknown) => error)
          .finally(() => spy.mockRestore())
        expect(failure).toBeInstanceOf(WalletRequestFailedError)
        expect(failure).toBeInstanceOf(WalletPortError)
        expect((failure as Error).cause).toBe(value)
        expect((failure as Error).message).toContain(message)
        client.destroy()
      },
    )

    it(`${method}: a coded object still maps to its provider error`, async () => {
      const { evm, client } = setup()
      await client.ready
      if (method !== 'connect') await client.connect({ connectorId: 'mm' })
      const original = { code: 4001, message: 'User denied' }
      evm.wallet.set(method, { throw: original })
      const failure = await run(client).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UserRejectedRequestError)
      expect((failure as Error).cause).toBe(original)
      client.destroy()
    })
  })

  it('a thrown value whose getters throw still becomes a WalletPortError', async () => {
    const { evm, client } = setup()
    await client.ready
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
        getPrototypeOf() {
          throw new Error('trap')
        },
      },
    )
    evm.wallet.set('connect', { throw: hostile })
    const failure = await client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(WalletRequestFailedError)
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    client.destroy()
  })
})
