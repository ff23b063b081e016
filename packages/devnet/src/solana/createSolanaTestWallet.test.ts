import { ed25519 } from '@noble/curves/ed25519.js'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaTestWallet, SolanaWalletRejectionError } from './createSolanaTestWallet.js'
import { registerStandardWallet } from './registerStandardWallet.js'

type Connect = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly { address: string }[] }>
}
type SignMessage = {
  signMessage(...inputs: { account: unknown; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]>
}

const rpcUrl = 'http://127.0.0.1:1'

function connectOf(wallet: Wallet): Connect {
  return wallet.features['standard:connect'] as Connect
}

/** The app side of the protocol, by hand: collects what registers. */
function listen(target: EventTarget) {
  const registered: Wallet[] = []
  const api = {
    register: (...wallets: Wallet[]) => {
      registered.push(...wallets)
      return () => {}
    },
  }
  target.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(app: typeof api) => void>).detail(api),
  )
  return {
    registered,
    ready: () => target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api })),
  }
}

describe('createSolanaTestWallet', () => {
  it('registers with an app already listening, and with an app that becomes ready later', () => {
    const target = new EventTarget()
    const early = listen(target)
    const { wallet } = createSolanaTestWallet({ rpcUrl })
    registerStandardWallet(wallet, target)
    expect(early.registered).toEqual([wallet])
    const late = listen(new EventTarget())
    const other = new EventTarget()
    registerStandardWallet(wallet, other)
    const app = listen(other)
    app.ready()
    expect(app.registered).toEqual([wallet])
    expect(late.registered).toEqual([])
  })

  it('a silent connect returns no account until the site is authorised, and never prompts', async () => {
    const testWallet = createSolanaTestWallet({ rpcUrl, behavior: 'reject' })
    expect((await connectOf(testWallet.wallet).connect({ silent: true })).accounts).toEqual([])
    expect(testWallet.requests).toEqual([])
    testWallet.setBehavior('approve')
    const { accounts } = await connectOf(testWallet.wallet).connect()
    expect(accounts.map((account) => account.address)).toEqual([testWallet.address])
    expect((await connectOf(testWallet.wallet).connect({ silent: true })).accounts).toHaveLength(1)
  })

  it('reject answers with code 4001', async () => {
    const testWallet = createSolanaTestWallet({ rpcUrl, behavior: 'reject' })
    const error = await connectOf(testWallet.wallet)
      .connect()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaWalletRejectionError)
    expect((error as SolanaWalletRejectionError).code).toBe(4001)
  })

  it('stall holds the prompt until release, which approves or rejects it', async () => {
    const testWallet = createSolanaTestWallet({ rpcUrl, behavior: 'stall' })
    const first = connectOf(testWallet.wallet).connect()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(testWallet.pendingCount).toBe(1)
    testWallet.release()
    expect((await first).accounts).toHaveLength(1)
    const second = createSolanaTestWallet({ rpcUrl, behavior: 'stall' })
    const pending = connectOf(second.wallet).connect()
    second.release('reject')
    await expect(pending).rejects.toThrow('User rejected the request.')
  })

  it('signs messages with its ed25519 key', async () => {
    const testWallet = createSolanaTestWallet({ rpcUrl })
    const [account] = (await connectOf(testWallet.wallet).connect()).accounts
    const message = new TextEncoder().encode('hello')
    const feature = testWallet.wallet.features['solana:signMessage'] as SignMessage
    const [output] = await feature.signMessage({ account, message })
    expect(ed25519.verify(output!.signature, message, testWallet.keypair.publicKey.toBytes())).toBe(true)
  })

  it('refuses to sign for an account the site is not authorised for', async () => {
    const testWallet = createSolanaTestWallet({ rpcUrl })
    const feature = testWallet.wallet.features['solana:signMessage'] as SignMessage
    await expect(
      feature.signMessage({ account: { address: testWallet.address }, message: new Uint8Array([1]) }),
    ).rejects.toThrow('is not authorised')
  })
})
