import { ChainNotSupportedError } from '@walletport/core'
import { bitcoinTestnet } from '@walletport/core/networks'
import { useBitcoinNode } from '../../test/bitcoinTestSetup.js'

const env = useBitcoinNode()

describe('switchNetwork', () => {
  it('switchNetwork moves the sats-connect wallet to testnet and refuses an unconfigured network', async () => {
    const { adapter, wallet } = await env.connectedSetup({ walletStandard: false })
    const changes: string[] = []
    adapter.on('networkChanged', (id) => changes.push(id))
    await adapter.switchNetwork({ network: bitcoinTestnet })
    expect(wallet.network).toBe('Testnet')
    expect(changes).toEqual([bitcoinTestnet.caipNetworkId])
    expect(adapter.getAccounts()[0]?.address).toMatch(/^tb1q/)
    const signet = { ...bitcoinTestnet, caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c' as const }
    const error = await adapter.switchNetwork({ network: signet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toContain(
      'received bip122:00000008819873e925422c1ff0f99f7c',
    )
  })

  it('needs a connected wallet', async () => {
    const { adapter } = env.setup()
    await expect(adapter.switchNetwork({ network: bitcoinTestnet })).rejects.toThrow(
      'No wallet is connected on bip122',
    )
  })
})
