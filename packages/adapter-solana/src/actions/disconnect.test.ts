import type { Wallet } from '@wallet-standard/base'
import { defineNetwork } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet } from '@walletport/devnet'
import { withFeatures } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const network = defineNetwork({ ...localSolana, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })

async function connected(wrap: (wallet: Wallet) => Wallet = (wallet) => wallet) {
  const wallet = createSolanaTestWallet({ rpcUrl: network.rpcUrls.default.http[0]! })
  const window = new EventTarget()
  registerStandardWallet(wrap(wallet.wallet), window)
  const adapter = createSolanaAdapter({ networks: [network], window })
  await adapter.init({ endpoints: {} })
  await adapter.connect({ connectorId: adapter.getConnectors()[0]!.id, network })
  return { adapter, wallet }
}

describe('disconnect', () => {
  it('calls standard:disconnect and clears the state', async () => {
    const { adapter, wallet } = await connected()
    await adapter.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('clears the state of a wallet without standard:disconnect, which stays authorised', async () => {
    const { adapter, wallet } = await connected((inner) =>
      withFeatures(inner, { 'standard:disconnect': undefined }),
    )
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(wallet.isAuthorized).toBe(true)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('stops following the wallet: a later account change is not reported', async () => {
    const { adapter, wallet } = await connected()
    const seen: unknown[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    await adapter.disconnect()
    wallet.revoke()
    expect(seen).toEqual([])
  })
})
