import { InvalidWalletResponseError } from '@walletport/core'
import { TEST_WALLET_ID, useSolanaFixture, withFeatures } from '../../test/solanaTestSetup.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('reconnect', () => {
  it('reconnects silently only when the wallet already authorised the site', async () => {
    const fresh = await env.setup()
    expect(await fresh.adapter.reconnect({ connectorId: TEST_WALLET_ID, network })).toBeNull()
    expect(fresh.wallet.requests).toEqual([])
    const trusted = await env.setup({ authorized: true })
    trusted.wallet.setBehavior('reject')
    const restored = await trusted.adapter.reconnect({ connectorId: TEST_WALLET_ID, network })
    expect(restored?.accounts).toEqual([{ address: trusted.wallet.address, type: 'eoa' }])
    expect(trusted.wallet.requests).toEqual([])
  })

  it('returns null for a connector nobody lists', async () => {
    const { adapter } = await env.setup({ authorized: true })
    expect(await adapter.reconnect({ connectorId: 'gone', network })).toBeNull()
  })

  // Issue 15, defect 3, on the silent path.
  it('refuses a silent standard:connect answering what is no address, restoring nothing', async () => {
    const wrap = (wallet: Parameters<typeof withFeatures>[0]) =>
      withFeatures(wallet, {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({
            accounts: [{ address: 'hello-not-an-address', chains: [], features: [] }],
          }),
        },
      })
    const { adapter } = await env.setup({ wrap })
    const error = await adapter.reconnect({ connectorId: TEST_WALLET_ID, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
