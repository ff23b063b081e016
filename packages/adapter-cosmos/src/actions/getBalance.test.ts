import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { InvalidAddressError } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import { rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()

describe('getBalance', () => {
  it("reads the account's native balance from the node in the network's currency", async () => {
    const adapter = await env.setup()
    const address = env.fixture.nodes[0].accounts[0]!.address
    const value = env.fixture.nodes[0].chain.balanceOf(address, 'ustake')
    const balance = await adapter.getBalance({ address, network: env.network })
    expect(value).toBeGreaterThan(0n)
    expect(balance).toEqual({ value, decimals: 6, symbol: 'STAKE', formatted: formatUnits(value, 6) })
  })

  it('is 0 for an account the chain has never seen', async () => {
    const adapter = await env.setup()
    const balance = await adapter.getBalance({ address: stranger, network: env.network })
    expect(balance.value).toBe(0n)
    expect(balance.formatted).toBe('0')
  })

  it("reads another cosmos chain's address as the same account (after a network switch)", async () => {
    const adapter = await env.setup()
    const address = env.fixture.nodes[0].accounts[0]!.address
    const asOsmo = toBech32('osmo', fromBech32(address, 90).data)
    const [mine, theirs] = await Promise.all([
      adapter.getBalance({ address, network: env.network }),
      adapter.getBalance({ address: asOsmo, network: env.network }),
    ])
    expect(theirs.value).toBe(mine.value)
  })

  it('refuses what is no bech32 address', async () => {
    const adapter = await env.setup()
    const error = await rejectionOf(adapter.getBalance({ address: 'cosmos1nope', network: env.network }))
    expect(error).toBeInstanceOf(InvalidAddressError)
  })
})
