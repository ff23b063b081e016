import { InvalidAddressError, isUserRejection, UserRejectedRequestError } from '@walletport/core'
import { network, recipient, useBitcoinNode } from '../../test/bitcoinTestSetup.js'
import { FeeTooLowError, InsufficientFundsError } from '../errors.js'

// Integration tests on a real bcoin regtest node behind the devnet's Esplora API.
const env = useBitcoinNode()

describe('sendTransaction', () => {
  it('a PSBT payment is mined and confirmed with the change back to the sender and fee = inputs - outputs', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const sender = wallet.accounts.payment.address
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 250_000n })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.status).toBe('success')
    const tx = await env.esploraTx(hash)
    const spent = tx.vin.reduce((sum, input) => sum + input.prevout.value, 0)
    const created = tx.vout.reduce((sum, output) => sum + output.value, 0)
    expect(tx.vout.find((output) => output.scriptpubkey_address === recipient)?.value).toBe(250_000)
    const change = tx.vout.find((output) => output.scriptpubkey_address === sender)
    expect(change?.value).toBe(spent - 250_000 - tx.fee)
    expect(receipt.fee).toBe(BigInt(spent - created))
    // 2 sat/vB (the node's estimate) on 141 estimated vbytes, never under the real size.
    expect(tx.fee).toBe(282)
    expect(tx.fee).toBeGreaterThanOrEqual(Math.ceil(tx.weight / 4) * 2)
  })

  it('a PSBT rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    wallet.setBehavior('reject', 'signPsbt')
    const error = await adapter.sendTransaction({ network, to: recipient, value: 10_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('a mainnet address is refused on regtest with a message naming the network and prefix', async () => {
    const { adapter } = await env.connectedSetup()
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    await expect(adapter.validateAddress({ address: mainnet, network })).rejects.toThrow(InvalidAddressError)
    await expect(adapter.validateAddress({ address: mainnet, network })).rejects.toThrow(
      `Invalid address "${mainnet}": not a Bitcoin Regtest address (expected prefix "bcrt", got "bc")`,
    )
    await expect(adapter.sendTransaction({ network, to: mainnet, value: 10_000n })).rejects.toThrow(
      'not a Bitcoin Regtest address',
    )
  })

  it('change below the p2wpkh dust limit (294 sats) is dropped into the fee', async () => {
    const keys = { payment: '11'.repeat(32), ordinals: '12'.repeat(32) }
    const { adapter, wallet } = await env.connectedSetup({ keys })
    await env.node.fund(wallet.accounts.payment.address, 100_000)
    await env.node.mine(1)
    // Without change: 110 vB at 2 sat/vB = 220 sats; 150 sats left over would be dust change.
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 99_630n })
    await adapter.waitForTransaction({ hash, network })
    const tx = await env.esploraTx(hash)
    expect(tx.vout).toHaveLength(1)
    expect(tx.fee).toBe(370)
  })

  it('insufficient funds names the sats needed and available', async () => {
    const keys = { payment: '21'.repeat(32), ordinals: '22'.repeat(32) }
    const { adapter, wallet } = await env.connectedSetup({ keys })
    await env.node.fund(wallet.accounts.payment.address, 50_000)
    await env.node.mine(1)
    const error = await adapter.sendTransaction({ network, to: recipient, value: 60_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as Error).message).toBe(
      'Insufficient funds: 60220 sats needed (amount + fee), 50000 sats available',
    )
  })

  it('a fee rate under the relay minimum is refused by the node as FeeTooLowError', async () => {
    const { adapter } = await env.connectedSetup({ feeRate: 0.5 })
    const error = await adapter.sendTransaction({ network, to: recipient, value: 20_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(FeeTooLowError)
    expect((error as FeeTooLowError).details).toContain('min relay fee not met')
  })

  it('a sender that is not a connected account is WalletNotConnectedError naming it', async () => {
    const { adapter } = await env.connectedSetup()
    await expect(
      adapter.sendTransaction({ network, from: recipient, to: recipient, value: 10_000n }),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'WalletNotConnectedError',
        details: expect.stringMatching(
          new RegExp(`^${recipient} is not a connected account: expected one of \\w+`),
        ),
      }),
    )
  })
})
