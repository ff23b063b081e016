import { InvalidWalletResponseError } from '@walletport/core'
import { answering, rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('reconnect', () => {
  it('reconnect without a prior authorisation returns null and opens no prompt', async () => {
    const { adapter, wallet } = await env.setup()
    wallet.setBehavior('stall')
    expect(await adapter.reconnect({ connectorId: TEST_WALLET, network: networkA })).toBeNull()
    expect(wallet.pendingCount).toBe(0)
  })

  it('reconnect restores an authorised wallet on its current chain', async () => {
    const { adapter, address } = await env.setup({ authorized: true, chainId: 31338 })
    const connection = await adapter.reconnect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection).toEqual({
      connectorId: TEST_WALLET,
      accounts: [{ address, type: 'eoa' }],
      caipNetworkId: 'eip155:31338',
    })
  })

  it('reconnect to a connector nobody lists returns null', async () => {
    const { adapter } = await env.setup({ authorized: true })
    expect(await adapter.reconnect({ connectorId: 'gone', network: networkA })).toBeNull()
  })

  // Issue 15, defect 3, on the silent path.
  it('refuses eth_accounts answering what is no address, restoring nothing', async () => {
    const { adapter } = await env.setup({
      authorized: true,
      wrap: (wallet) => answering(wallet, { eth_accounts: ['0x<img src=x onerror=alert(1)>'] }).provider,
    })
    const error = await rejectionOf(adapter.reconnect({ connectorId: TEST_WALLET, network: networkA }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to eth_accounts is malformed")
    expect(adapter.getProvider()).toBeUndefined()
  })
})
