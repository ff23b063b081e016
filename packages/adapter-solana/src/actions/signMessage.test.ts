import {
  InvalidWalletResponseError,
  MethodNotSupportedError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from '@walletport/core'
import { connectedOffline, offlineNetwork, withFeatures } from '../../test/solanaTestSetup.js'

// Signing and verifying happen in the wallet and in ed25519: no node is reached.
const network = offlineNetwork

// verifyMessage is checked here too: what it accepts is what signMessage made.
describe('signMessage and verifyMessage', () => {
  it('signs the UTF-8 message; verifyMessage accepts it and refuses another message or signer', async () => {
    const { adapter, wallet } = await connectedOffline()
    const signature = await adapter.signMessage({ message: 'héllo', address: wallet.address, network })
    expect(
      await adapter.verifyMessage({ message: 'héllo', signature, address: wallet.address, network }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'hello', signature, address: wallet.address, network }),
    ).toBe(false)
    expect(
      await adapter.verifyMessage({
        message: 'héllo',
        signature: 'not-base58-0OIl',
        address: wallet.address,
        network,
      }),
    ).toBe(false)
  })

  it('a refusal is UserRejectedRequestError; an address the wallet did not connect is 4100', async () => {
    const { adapter, wallet } = await connectedOffline()
    await expect(
      adapter.signMessage({ message: 'm', address: '11111111111111111111111111111111', network }),
    ).rejects.toBeInstanceOf(UnauthorizedProviderError)
    wallet.setBehavior('reject')
    await expect(
      adapter.signMessage({ message: 'm', address: wallet.address, network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('a wallet without solana:signMessage is MethodNotSupportedError', async () => {
    const { adapter, wallet } = await connectedOffline((inner) =>
      withFeatures(inner, { 'solana:signMessage': undefined }),
    )
    await expect(
      adapter.signMessage({ message: 'm', address: wallet.address, network }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
  })

  it.each([
    ['no output', []],
    ['a short signature', [{ signedMessage: new Uint8Array(1), signature: new Uint8Array(10) }]],
    ['a signature that is no bytes', [{ signedMessage: new Uint8Array(1), signature: 'abc' }]],
  ])('refuses a wallet answering %s with InvalidWalletResponseError', async (_, outputs) => {
    const { adapter, wallet } = await connectedOffline((inner) =>
      withFeatures(inner, { 'solana:signMessage': { version: '1.0.0', signMessage: async () => outputs } }),
    )
    const error = await adapter
      .signMessage({ message: 'm', address: wallet.address, network })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to solana:signMessage is malformed")
  })
})
