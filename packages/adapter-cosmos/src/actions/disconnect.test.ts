import { CONNECTOR, useCosmosFixture } from '../../test/cosmosTestSetup.js'
import type { KeplrLikeProvider } from '../types.js'

const env = useCosmosFixture({ walletChains: 2 })

describe('disconnect', () => {
  it('forgets the connection and disables every chain the session enabled', async () => {
    const { adapter } = await env.connected()
    await adapter.switchNetwork({ network: env.otherNetwork })
    expect(env.fixture.wallet.enabledChains).toEqual([String(env.network.id), String(env.otherNetwork.id)])
    await adapter.disconnect()
    expect(adapter.getProvider()).toBeUndefined()
    expect(env.fixture.wallet.enabledChains).toEqual([])
  })

  it('resolves even when the wallet fails to disable, and no keystore event reaches the adapter after', async () => {
    const failing: KeplrLikeProvider = Object.assign(Object.create(env.fixture.wallet), {
      disable: () => Promise.reject(new Error('wallet locked')),
    })
    const page = env.pageWith(failing)
    const adapter = await env.setup({ page })
    await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const seen: unknown[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    page.dispatchEvent(new Event('keplr_keystorechange'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen).toEqual([])
  })

  it('is harmless without a connection', async () => {
    const adapter = await env.setup()
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })
})
