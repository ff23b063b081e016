import { UserRejectedRequestError } from '@walletport/core'
import { network, useBitcoinNode } from '../../test/bitcoinTestSetup.js'

const env = useBitcoinNode()

// verifyMessage is checked here too: what it accepts is what signMessage made.
describe('signMessage and verifyMessage', () => {
  it('a BIP-322 signature from the wallet verifies, and not for the ordinals address', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const address = wallet.accounts.payment.address
    const signature = await adapter.signMessage({ message: 'hello regtest', address, network })
    expect(await adapter.verifyMessage({ message: 'hello regtest', signature, address, network })).toBe(true)
    const ordinals = wallet.accounts.ordinals.address
    expect(
      await adapter.verifyMessage({ message: 'hello regtest', signature, address: ordinals, network }),
    ).toBe(false)
  })

  it('a malformed signature is a mismatch, not an error', async () => {
    const { adapter, wallet } = env.setup()
    const address = wallet.accounts.payment.address
    expect(await adapter.verifyMessage({ message: 'm', signature: 'not base64!', address, network })).toBe(
      false,
    )
  })

  it('a refusal in the wallet is UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    wallet.setBehavior('reject')
    await expect(
      adapter.signMessage({ message: 'no', address: wallet.accounts.payment.address, network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
