import { toBech32 } from '@cosmjs/encoding'
import type { Network } from '@walletport/core'
import { type CosmosFixture, planCosmosFixture } from '../test/startCosmosFixture.js'
import { createCosmosAdapter } from './createCosmosAdapter.js'
import type { CosmosAdapter } from './types.js'

const plan = planCosmosFixture()
const [network] = plan.networks as [Network, Network]
const stranger = toBech32('cosmos', new Uint8Array(20).fill(0x44))
let fixture: CosmosFixture
let adapter: CosmosAdapter

beforeAll(async () => {
  fixture = await plan.start({ walletChains: 1 })
})
afterAll(() => fixture?.stop())

beforeEach(async () => {
  adapter = createCosmosAdapter({ networks: plan.networks, window: fixture.window })
  await adapter.init({ endpoints: {} })
})
afterEach(() => adapter.disconnect())

describe('estimateTransfer', () => {
  it('quotes the fee sendTransaction then pays (simulated gas × adjustment × gas price)', async () => {
    const { accounts } = await adapter.connect({ connectorId: 'keplr', network })
    const address = accounts[0]!.address
    const quote = await adapter.estimateTransfer({ network, to: stranger, value: 1_000n })
    expect(quote.minimum).toBe(1n)
    expect(quote.fee).toBeGreaterThan(0n)
    const before = fixture.nodes[0].chain.balanceOf(address, 'ustake')
    const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 1_000n })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.fee).toBe(quote.fee)
    expect(fixture.nodes[0].chain.balanceOf(address, 'ustake')).toBe(before - 1_000n - quote.fee)
  })

  it('refuses an address of another chain, tokens, and more than the account holds (the simulation)', async () => {
    await adapter.connect({ connectorId: 'keplr', network })
    const osmo = toBech32('osmo', new Uint8Array(20).fill(0x44))
    await expect(adapter.estimateTransfer({ network, to: osmo, value: 1n })).rejects.toThrow(
      'Invalid address',
    )
    await expect(
      adapter.estimateTransfer({ network, to: stranger, value: 1n, token: 'ibc/x' }),
    ).rejects.toThrow('token transfers is not supported on cosmos')
    await expect(adapter.estimateTransfer({ network, to: stranger, value: 10n ** 30n })).rejects.toThrow()
  })
})
