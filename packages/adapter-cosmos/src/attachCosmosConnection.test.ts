import { type Account, InvalidWalletResponseError } from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import { answering, CONNECTOR, useCosmosFixture } from '../test/cosmosTestSetup.js'
import type { KeplrLikeProvider } from './types.js'

const env = useCosmosFixture()

describe('attachCosmosConnection', () => {
  it('a key switch in the wallet (keplr_keystorechange) emits accountsChanged with the new account', async () => {
    const { adapter, address } = await env.connected()
    const seen: (readonly Account[])[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    env.fixture.wallet.selectAccount(1)
    try {
      await eventually(() => expect(seen).toHaveLength(1), { timeoutMs: 20_000 })
      expect(seen[0]![0]!.address).not.toBe(address)
      expect(seen[0]![0]!.address).toBe(env.fixture.nodes[0].accounts[1]!.address)
    } finally {
      env.fixture.wallet.selectAccount(0)
    }
  })

  it('a keystore event with a malformed key is dropped and reported as the error event (defect 3)', async () => {
    let key: unknown
    const wallet = env.fixture.wallet
    const provider = Object.assign(Object.create(wallet), {
      getKey: (chainId: string) => (key === undefined ? wallet.getKey(chainId) : Promise.resolve(key)),
    }) as KeplrLikeProvider
    const page = env.pageWith(provider)
    const adapter = await env.setup({ page })
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const changes: unknown[] = []
    const errors: Error[] = []
    adapter.on('accountsChanged', (next) => changes.push(next))
    adapter.on('error', (error) => errors.push(error))
    key = { bech32Address: 'cosmos1notanaddress', pubKey: new Uint8Array(33) }
    page.dispatchEvent(new Event('keplr_keystorechange'))
    await eventually(() => expect(errors).toHaveLength(1), { timeoutMs: 20_000 })
    expect(errors[0]).toBeInstanceOf(InvalidWalletResponseError)
    expect(changes).toEqual([])
    expect(adapter.getProvider()).toBe(provider)
    expect(accounts).toHaveLength(1)
  })

  it('a keystore event after which the wallet gives no key ends the connection (accountsChanged [])', async () => {
    const page = env.pageWith(answering(env.fixture.wallet, {}))
    const adapter = await env.setup({ page })
    await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const provider = adapter.getProvider() as unknown as Record<string, unknown>
    provider.getKey = () => Promise.reject(new Error('Key ring is locked'))
    const changes: unknown[] = []
    adapter.on('accountsChanged', (next) => changes.push(next))
    page.dispatchEvent(new Event('keplr_keystorechange'))
    await eventually(() => expect(changes).toEqual([[]]), { timeoutMs: 20_000 })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it("the wallet's disconnect event ends the connection (disconnected), once", async () => {
    const listeners = new Set<() => void>()
    const provider = Object.assign(Object.create(env.fixture.wallet), {
      on: (_: 'disconnect', listener: () => void) => listeners.add(listener),
      removeListener: (_: 'disconnect', listener: () => void) => listeners.delete(listener),
    }) as KeplrLikeProvider
    const adapter = await env.setup({ page: env.pageWith(provider) })
    await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    let disconnected = 0
    adapter.on('disconnected', () => disconnected++)
    for (const listener of [...listeners]) listener()
    expect(disconnected).toBe(1)
    expect(adapter.getProvider()).toBeUndefined()
    expect(listeners.size).toBe(0)
  })
})
