import { network, recipient, useBitcoinNode } from '../../test/bitcoinTestSetup.js'

const env = useBitcoinNode()

describe('getHistory', () => {
  it('lists a payment as outgoing for the sender and incoming for the recipient, in whole BTC', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 120_000n })
    await adapter.waitForTransaction({ hash, network })
    const sent = await adapter.getHistory!({ address: wallet.accounts.payment.address, network })
    expect(sent.data.find((entry) => entry.id === hash)).toMatchObject({
      metadata: { status: 'confirmed', operationType: 'send', sentTo: recipient },
      transfers: [{ direction: 'out', quantity: { numeric: '0.0012' } }],
    })
    const received = await adapter.getHistory!({ address: recipient, network })
    expect(received.data.find((entry) => entry.id === hash)?.transfers[0]?.direction).toBe('in')
  })

  it('refuses an address of another network before asking Esplora', async () => {
    const { adapter } = env.setup()
    await expect(
      adapter.getHistory!({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network }),
    ).rejects.toThrow('not a Bitcoin Regtest address')
  })
})
