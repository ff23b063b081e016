import type { Wallet } from '@wallet-standard/base'
import { InvalidWalletResponseError, type SiwxMessageData, UnauthorizedProviderError } from '@walletport/core'
import { createSolanaTestWallet } from '@walletport/devnet'
import { connectedOffline, offlineNetwork, withFeatures } from '../../test/solanaTestSetup.js'

// Signing in happens in the wallet and in ed25519: no node is reached.
const network = offlineNetwork

const fields = (accountAddress: string, statement?: string): SiwxMessageData => ({
  chainId: network.caipNetworkId,
  accountAddress,
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcdef1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00.000Z',
  ...(statement !== undefined && { statement }),
})

describe('signIn (solana:signIn)', () => {
  it('has the wallet write and sign the SIWS message; the signature verifies over that text', async () => {
    const { adapter, wallet } = await connectedOffline()
    const signed = await adapter.signIn({ data: fields(wallet.address, 'Sign in to the app') })
    const reference = network.caipNetworkId.split(':')[1]
    expect(signed?.message).toBe(
      [
        `app.example wants you to sign in with your Solana account:`,
        wallet.address,
        '',
        'Sign in to the app',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        `Chain ID: ${reference}`,
        'Nonce: abcdef1234',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-02T00:00:00.000Z',
      ].join('\n'),
    )
    expect(
      await adapter.verifyMessage({
        message: signed!.message,
        signature: signed!.signature,
        address: wallet.address,
        network,
      }),
    ).toBe(true)
    expect(wallet.requests).toContain('solana:signIn')
  })

  it('is null for a wallet without solana:signIn, so SIWX signs the plain message instead', async () => {
    const { adapter, wallet } = await connectedOffline((inner) =>
      withFeatures(inner, { 'solana:signIn': undefined }),
    )
    expect(await adapter.signIn({ data: fields(wallet.address) })).toBeNull()
  })

  it('refuses an answer signed by another account, or without a 64-byte signature', async () => {
    const other = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9' })
    const impostor = (inner: Wallet) =>
      withFeatures(inner, {
        'solana:signIn': {
          version: '1.0.0',
          signIn: async () => [
            {
              account: { address: other.address },
              signedMessage: new Uint8Array([1]),
              signature: new Uint8Array(64),
            },
          ],
        },
      })
    const { adapter, wallet } = await connectedOffline(impostor)
    const error = await adapter.signIn({ data: fields(wallet.address) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as InvalidWalletResponseError).details).toContain(
      `Expected: a sign-in by ${wallet.address}`,
    )

    const short = (inner: Wallet) =>
      withFeatures(inner, {
        'solana:signIn': {
          version: '1.0.0',
          signIn: async () => [
            {
              account: { address: wallet.address },
              signedMessage: new Uint8Array([1]),
              signature: new Uint8Array(10),
            },
          ],
        },
      })
    const second = await connectedOffline(short)
    await expect(second.adapter.signIn({ data: fields(second.wallet.address) })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('only signs in a connected account', async () => {
    const { adapter } = await connectedOffline()
    const stranger = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9' }).address
    await expect(adapter.signIn({ data: fields(stranger) })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })
})
