import { InvalidAddressError } from '@walletport/core'
import { osmoAddress, rejectionOf, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()
const network = env.network

describe('getHistory', () => {
  it("lists a send as the sender's 'send' and the recipient's 'receive', newest first, paged", async () => {
    const { adapter, address } = await env.connected({ historyPageSize: 1 })
    const recipient = env.fixture.nodes[0].accounts[1]!.address
    const first = await adapter.sendTransaction({ network, to: recipient, value: 1_500_000n })
    await adapter.waitForTransaction({ hash: first.hash, network })
    const second = await adapter.sendTransaction({ network, to: recipient, value: 2n })
    await adapter.waitForTransaction({ hash: second.hash, network })

    const page1 = await adapter.getHistory!({ address, network })
    expect(page1.data.map((entry) => entry.metadata.hash)).toEqual([second.hash])
    expect(page1.next).toBe('2')
    const page2 = await adapter.getHistory!({ address, network, cursor: page1.next })
    expect(page2.data[0]).toMatchObject({
      id: first.hash,
      metadata: { status: 'confirmed', operationType: 'send', sentFrom: address, sentTo: recipient },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'STAKE' } }],
    })
    const received = await adapter.getHistory!({ address: recipient, network })
    expect(received.data[0]?.metadata.operationType).toBe('receive')
    expect(received.data[0]?.transfers[0]?.direction).toBe('in')
  })

  it('refuses a cursor that is no page number and an address of another chain', async () => {
    const adapter = await env.setup()
    const address = env.fixture.nodes[0].accounts[0]!.address
    await expect(adapter.getHistory!({ address, network, cursor: 'x' })).rejects.toThrow(
      'Invalid history cursor "x": expected a page number from 1',
    )
    expect(await rejectionOf(adapter.getHistory!({ address: osmoAddress, network }))).toBeInstanceOf(
      InvalidAddressError,
    )
  })
})
