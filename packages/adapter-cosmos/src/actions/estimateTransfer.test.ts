import { InvalidAddressError, MethodNotSupportedError } from '@walletport/core'
import { TransactionRefusedError } from '@walletport/core/adapter'
import { osmoAddress, rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()
const network = env.network

describe('estimateTransfer', () => {
  it('quotes the fee sendTransaction then pays (simulated gas × adjustment × gas price)', async () => {
    const { adapter, address } = await env.connected()
    const quote = await adapter.estimateTransfer({ network, to: stranger, value: 1_000n })
    expect(quote.minimum).toBe(1n)
    expect(quote.fee).toBeGreaterThan(0n)
    const before = env.fixture.nodes[0].chain.balanceOf(address, 'ustake')
    const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 1_000n })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.fee).toBe(quote.fee)
    expect(env.fixture.nodes[0].chain.balanceOf(address, 'ustake')).toBe(before - 1_000n - quote.fee)
  })

  it('refuses an address of another chain, tokens, and more than the account holds (the simulation)', async () => {
    const { adapter } = await env.connected()
    expect(
      await rejectionOf(adapter.estimateTransfer({ network, to: osmoAddress, value: 1n })),
    ).toBeInstanceOf(InvalidAddressError)
    const token = await rejectionOf(
      adapter.estimateTransfer({ network, to: stranger, value: 1n, token: 'ibc/x' }),
    )
    expect(token).toBeInstanceOf(MethodNotSupportedError)
    expect((token as Error).message).toBe('token transfers is not supported on cosmos')
    const tooMuch = await rejectionOf(adapter.estimateTransfer({ network, to: stranger, value: 10n ** 30n }))
    expect(tooMuch).toBeInstanceOf(TransactionRefusedError)
  })
})
