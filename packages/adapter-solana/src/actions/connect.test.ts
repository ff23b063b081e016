import type { Wallet } from '@wallet-standard/base'
import { InvalidWalletResponseError, UserRejectedRequestError } from '@walletport/core'
import { offlineNetwork, setupOffline, TEST_WALLET_ID, withFeatures } from '../../test/solanaTestSetup.js'

// Connecting happens in the wallet: no node is reached.
const network = offlineNetwork

/** A wallet whose standard:connect answers `accounts`. */
const connectingWith = (accounts: unknown) => (wallet: Wallet) =>
  withFeatures(wallet, { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) } })

describe('connect', () => {
  it("returns the wallet's account on the requested cluster", async () => {
    const { adapter, wallet } = await setupOffline()
    expect(await adapter.connect({ connectorId: TEST_WALLET_ID, network })).toEqual({
      connectorId: TEST_WALLET_ID,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      caipNetworkId: network.caipNetworkId,
    })
  })

  it('a refusal in the wallet is UserRejectedRequestError, and nothing is connected', async () => {
    const { adapter, wallet } = await setupOffline()
    wallet.setBehavior('reject')
    await expect(adapter.connect({ connectorId: TEST_WALLET_ID, network })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('an unknown connector id is UnknownWalletError', async () => {
    const { adapter } = await setupOffline()
    await expect(adapter.connect({ connectorId: 'nope', network })).rejects.toThrow('Unknown wallet nope')
  })
})

// Issue 15, defect 3, on solana: every address a wallet hands over is checked.
describe('connect refuses what is no account (defect 3)', () => {
  const account = (address: unknown) => ({
    address,
    publicKey: new Uint8Array(32),
    chains: ['solana:localnet'],
    features: [],
  })

  it.each([
    ['hello-not-an-address', [account('hello-not-an-address')]],
    ['markup', [account('<img src=x onerror=alert(1)>')]],
    ['a key of 31 bytes', [account('1111111111111111111111111111111')]],
    ['an address that is no string', [account(42)]],
    ['no list', { address: 'x' }],
  ])('refuses standard:connect answering %s', async (_, accounts) => {
    const { adapter } = await setupOffline(connectingWith(accounts))
    const error = await adapter.connect({ connectorId: TEST_WALLET_ID, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to standard:connect is malformed")
    expect(adapter.getProvider()).toBeUndefined()
  })
})
