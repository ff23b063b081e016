import {
  InvalidAddressError,
  InvalidWalletResponseError,
  isUserRejection,
  WalletNotConnectedError,
} from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import {
  answering,
  CONNECTOR,
  osmoAddress,
  rejectionOf,
  useCosmosFixture,
} from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()

describe('signMessage', () => {
  it("returns the wallet's own ADR-36 signature (the one it verifies with verifyArbitrary)", async () => {
    const { adapter, address } = await env.connected()
    const chainId = String(env.network.id)
    const signed = await env.fixture.wallet.signArbitrary(chainId, address, 'same doc')
    const signature = await adapter.signMessage({ message: 'same doc', address, network: env.network })
    expect(signature).toBe(signed.signature)
    expect(await env.fixture.wallet.verifyArbitrary(chainId, address, 'same doc', signed)).toBe(true)
  })

  it('rejected in the wallet fails with an error isUserRejection recognises', async () => {
    const { adapter, address } = await env.connected()
    env.fixture.wallet.setBehavior('reject')
    const error = await rejectionOf(adapter.signMessage({ message: 'x', address, network: env.network }))
    expect(isUserRejection(error)).toBe(true)
  })

  it('a stalled signature settles once the user approves', async () => {
    const { adapter, address } = await env.connected()
    env.fixture.wallet.setBehavior('stall')
    const pending = adapter.signMessage({ message: 'later', address, network: env.network })
    await eventually(() => expect(env.fixture.wallet.pendingCount).toBe(1), { timeoutMs: 20_000 })
    expect(env.fixture.wallet.release('approve')).toBe(1)
    const signature = await pending
    expect(await adapter.verifyMessage({ message: 'later', signature, address, network: env.network })).toBe(
      true,
    )
  })

  it('without a connection fails with WalletNotConnectedError', async () => {
    const adapter = await env.setup()
    const address = env.fixture.nodes[0].accounts[0]!.address
    const error = await rejectionOf(adapter.signMessage({ message: 'x', address, network: env.network }))
    expect(error).toBeInstanceOf(WalletNotConnectedError)
    expect((error as Error).message).toBe('No wallet is connected on cosmos')
  })

  it('refuses an address of another chain before asking the wallet', async () => {
    const { adapter } = await env.connected()
    const error = await rejectionOf(
      adapter.signMessage({ message: 'x', address: osmoAddress, network: env.network }),
    )
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect(env.fixture.wallet.pendingCount).toBe(0)
  })

  it.each([
    ['no object', 'signed!'],
    ['a signature that is no base64', { signature: 'not base64 at all' }],
    ['a signature of 32 bytes', { signature: Buffer.alloc(32, 1).toString('base64') }],
  ])('refuses a wallet answering %s (defect 3)', async (_, answer) => {
    const page = env.pageWith(answering(env.fixture.wallet, { signArbitrary: answer }))
    const adapter = await env.setup({ page })
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const error = await rejectionOf(
      adapter.signMessage({ message: 'x', address: accounts[0]!.address, network: env.network }),
    )
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to signArbitrary is malformed")
  })
})
