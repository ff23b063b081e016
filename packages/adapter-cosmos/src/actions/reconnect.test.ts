import { InvalidWalletResponseError } from '@walletport/core'
import { answering, CONNECTOR, rejectionOf, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()

describe('reconnect', () => {
  it('comes back without a prompt on a chain the wallet still allows', async () => {
    const { address } = await env.connected()
    const again = await env.setup()
    env.fixture.wallet.setBehavior('reject', 'enable')
    const connection = await again.reconnect({ connectorId: CONNECTOR, network: env.network })
    expect(connection?.accounts.map((account) => account.address)).toEqual([address])
    expect(again.getProvider()).toBe(env.fixture.wallet)
  })

  it('returns null once the wallet no longer allows the site', async () => {
    const { adapter } = await env.connected()
    await adapter.disconnect()
    const again = await env.setup()
    expect(await again.reconnect({ connectorId: CONNECTOR, network: env.network })).toBeNull()
  })

  it('returns null for a wallet without isEnabled (no silent path), even when authorised', async () => {
    await env.connected()
    const withoutProbe = answering(env.fixture.wallet, { isEnabled: undefined })
    const adapter = await env.setup({ page: env.pageWith(withoutProbe) })
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: env.network })).toBeNull()
  })

  it.each([
    ['throws', () => Promise.reject(new Error('locked'))],
    ['answers garbage', async () => 'yes'],
  ])('returns null when isEnabled %s', async (_, isEnabled) => {
    await env.connected()
    const provider = Object.assign(Object.create(env.fixture.wallet), { isEnabled })
    const adapter = await env.setup({ page: env.pageWith(provider) })
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: env.network })).toBeNull()
  })

  it('returns null for a connector nobody provides', async () => {
    const adapter = await env.setup()
    expect(await adapter.reconnect({ connectorId: 'gone', network: env.network })).toBeNull()
  })

  it('refuses a key that is no account (defect 3)', async () => {
    await env.connected()
    const garbage = answering(env.fixture.wallet, { getKey: { bech32Address: 42 } })
    const adapter = await env.setup({ page: env.pageWith(garbage) })
    const error = await rejectionOf(adapter.reconnect({ connectorId: CONNECTOR, network: env.network }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
