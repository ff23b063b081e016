import { TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('disconnect', () => {
  it('disconnect revokes the permission and clears the state', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    await adapter.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getAccounts()).toEqual([])
  })

  it('disconnect clears the state even when the wallet cannot revoke permissions', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.disconnect()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA }).catch(() => undefined)
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('disconnect without a connection does nothing and resolves', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })
})
