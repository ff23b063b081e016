import { network, satsConnectId, useBitcoinNode } from '../../test/bitcoinTestSetup.js'

const env = useBitcoinNode()

describe('disconnect', () => {
  it("clears the state and renounces the wallet's permission, so reconnect finds nothing", async () => {
    const { adapter } = await env.connectedSetup({ walletStandard: false })
    await adapter.disconnect()
    expect(adapter.getAccounts()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(await adapter.reconnect({ connectorId: satsConnectId, network })).toBeNull()
  })

  it('resolves without a connection', async () => {
    const { adapter } = env.setup()
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })
})
