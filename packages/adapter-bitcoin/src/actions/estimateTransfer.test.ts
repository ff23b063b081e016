import { network, recipient, useBitcoinNode } from '../../test/bitcoinTestSetup.js'

// On a real bcoin regtest node behind the devnet's Esplora API.
const env = useBitcoinNode()

jest.setTimeout(60_000)

describe('estimateTransfer', () => {
  it('quotes the fee sendTransaction then pays, and the recipient type’s dust limit', async () => {
    const { adapter } = await env.connectedSetup()
    const quote = await adapter.estimateTransfer({ network, to: recipient, value: 250_000n })
    expect(quote.minimum).toBe(294n)
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 250_000n })
    await adapter.waitForTransaction({ hash, network })
    const tx = await env.esploraTx(hash)
    expect(BigInt(tx.fee)).toBe(quote.fee)
  })

  it('quotes a sweep of every UTXO when amount and fee do not fit, so that balance − fee sends everything', async () => {
    const keys = { payment: '31'.repeat(32), ordinals: '32'.repeat(32) }
    const { adapter, wallet } = await env.connectedSetup({ keys })
    const sender = wallet.accounts.payment.address
    await env.node.fund(sender, 60_000)
    await env.node.mine(1)
    await env.node.fund(sender, 40_000)
    await env.node.mine(1)
    const balance = (await adapter.getBalance({ address: sender, network })).value
    expect(balance).toBe(100_000n)
    const quote = await adapter.estimateTransfer({ network, to: recipient, value: balance })
    const max = balance - quote.fee
    expect((await adapter.estimateTransfer({ network, to: recipient, value: max })).fee).toBe(quote.fee)
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: max })
    await adapter.waitForTransaction({ hash, network })
    const tx = await env.esploraTx(hash)
    expect(tx.vout).toHaveLength(1)
    expect(tx.vout[0]?.value).toBe(Number(max))
  })

  it('refuses tokens and addresses of another network', async () => {
    const { adapter } = await env.connectedSetup()
    await expect(
      adapter.estimateTransfer({ network, to: recipient, value: 1_000n, token: 'x' }),
    ).rejects.toThrow('token transfers is not supported on bip122')
    await expect(
      adapter.estimateTransfer({ network, to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', value: 1_000n }),
    ).rejects.toThrow('not a Bitcoin Regtest address')
  })
})
