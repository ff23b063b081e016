import { InvalidWalletResponseError } from '@walletport/core'
import { bitcoin } from '@walletport/core/networks'
import { network, satsConnectId, useBitcoinNode } from '../../test/bitcoinTestSetup.js'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'

const env = useBitcoinNode()

describe('reconnect', () => {
  it('restores the accounts the wallet still authorises, without a prompt', async () => {
    const { adapter, wallet } = await env.connectedSetup({ walletStandard: false })
    wallet.setBehavior('reject')
    const restored = await adapter.reconnect({ connectorId: satsConnectId, network })
    expect(restored?.accounts.map((account) => account.address)).toEqual([
      wallet.accounts.payment.address,
      wallet.accounts.ordinals.address,
    ])
  })

  it('returns null for a wallet that authorised nothing, and for one nobody lists', async () => {
    const { adapter } = env.setup({ walletStandard: false })
    await adapter.init({ endpoints: {} })
    expect(await adapter.reconnect({ connectorId: satsConnectId, network })).toBeNull()
    expect(await adapter.reconnect({ connectorId: 'gone', network })).toBeNull()
  })

  // Issue 15, defect 3, on the silent path.
  it('refuses authorised accounts that are no addresses of the network, restoring nothing', async () => {
    const window = {
      unisat: {
        getAccounts: async () => ['0x<img src=x onerror=alert(1)>'],
        signMessage: async () => '',
        signPsbt: async () => '',
      },
    }
    const adapter = createBitcoinAdapter({ networks: [bitcoin], window })
    await adapter.init({ endpoints: {} })
    const error = await adapter
      .reconnect({ connectorId: 'unisat', network: bitcoin })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(adapter.getAccounts()).toEqual([])
  })
})
