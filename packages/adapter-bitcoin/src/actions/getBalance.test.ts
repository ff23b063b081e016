import { defineNetwork, RpcUrlNotFoundError, withRpc } from '@walletport/core'
import { network, useBitcoinNode } from '../../test/bitcoinTestSetup.js'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'

const env = useBitcoinNode()

describe('getBalance', () => {
  it('getBalance serves the cached value until a confirmation clears the cache', async () => {
    const keys = { payment: '31'.repeat(32), ordinals: '32'.repeat(32) }
    const { adapter, wallet } = await env.connectedSetup({ keys })
    const address = wallet.accounts.payment.address
    expect((await adapter.getBalance({ address, network })).value).toBe(0n)
    const txid = await env.node.fund(address, 40_000)
    const fresh = createBitcoinAdapter({ networks: [network], esploraUrl: env.node.esploraUrl })
    expect((await fresh.getBalance({ address, network })).formatted).toBe('0.0004')
    expect((await adapter.getBalance({ address, network })).value).toBe(0n)
    await adapter.waitForTransaction({ hash: txid, network })
    expect((await adapter.getBalance({ address, network })).value).toBe(40_000n)
  })

  it("reports the network's currency", async () => {
    const { wallet } = env.setup()
    const adapter = createBitcoinAdapter({
      networks: [network],
      esploraUrl: env.node.esploraUrl,
      balanceCacheMs: 0,
    })
    const balance = await adapter.getBalance({ address: wallet.accounts.payment.address, network })
    expect(balance).toMatchObject({ decimals: 8, symbol: network.nativeCurrency.symbol })
    expect(balance.value).toBeGreaterThan(0n)
  })

  it('a network given no Esplora base is RpcUrlNotFoundError; withRpc gives it the node', async () => {
    const { wallet } = env.setup()
    const address = wallet.accounts.payment.address
    const bare = defineNetwork({
      ...network,
      rpcUrls: { default: { http: [] } },
      custom: { bech32Prefix: network.custom?.bech32Prefix },
    })
    const withoutNode = createBitcoinAdapter({ networks: [bare] })
    await expect(withoutNode.getBalance({ address, network: bare })).rejects.toThrow(RpcUrlNotFoundError)
    const given = withRpc(bare, env.node.esploraUrl)
    const adapter = createBitcoinAdapter({ networks: [given] })
    expect((await adapter.getBalance({ address, network: given })).value).toBeGreaterThan(0n)
  })
})
