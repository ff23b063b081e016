import type { Wallet } from '@wallet-standard/base'
import { createDefaultSiwx, createWalletPort, defineNetwork, getSiwxVerifier } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet } from '@walletport/devnet'
import { withFeatures } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

// SIWX through the client with the real adapter and test wallet; signing and verifying reach no node.
const network = defineNetwork({ ...localSolana, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })

// The wallet authorised the site before: connecting asks nothing, and the sign-in follows it (one-step sign-in while
// connecting: signInWhileConnecting.test.ts).
async function signInWith(statement: string | undefined, wrap: (wallet: Wallet) => Wallet = (w) => w) {
  const wallet = createSolanaTestWallet({ rpcUrl: network.rpcUrls.default.http[0]!, authorized: true })
  const window = new EventTarget()
  registerStandardWallet(wrap(wallet.wallet), window)
  const adapter = createSolanaAdapter({ networks: [network], window })
  const siwx = createDefaultSiwx({
    domain: 'app.example',
    uri: 'https://app.example/login',
    ...(statement !== undefined && { statement }),
    verify: getSiwxVerifier({ adapters: [adapter] }),
  })
  const client = createWalletPort({ adapters: [adapter], networks: [network], siwx })
  await client.ready
  await client.connect({ connectorId: adapter.getConnectors()[0]!.id, namespace: 'solana' })
  await client.siwx.requestSignIn()
  const sessions = await client.siwx.getSessions()
  client.destroy()
  return { wallet, sessions, state: client.getState().siwx }
}

describe('SIWX on solana', () => {
  it.each([
    ['with a statement', 'Sign in to Example'],
    ['without a statement (the SIWS layout)', undefined],
  ])('signs in with solana:signIn when the wallet has it, %s', async (_, statement) => {
    const { wallet, sessions, state } = await signInWith(statement)
    expect(state.status).toBe('success')
    expect(wallet.requests).toContain('solana:signIn')
    expect(wallet.requests).not.toContain('solana:signMessage')
    expect(sessions).toHaveLength(1)
    expect(
      sessions[0]!.message.startsWith('app.example wants you to sign in with your Solana account:'),
    ).toBe(true)
  })

  it('signs the CAIP-122 message with solana:signMessage when the wallet has no solana:signIn', async () => {
    const { wallet, sessions, state } = await signInWith(undefined, (inner) =>
      withFeatures(inner, { 'solana:signIn': undefined }),
    )
    expect(state.status).toBe('success')
    expect(wallet.requests).toContain('solana:signMessage')
    expect(sessions[0]!.message).toContain(`${wallet.address}\n\n\nURI:`)
  })

  it('a declined sign-in leaves no session and reports the error', async () => {
    const { sessions, state } = await signInWith('Sign in', (inner) =>
      withFeatures(inner, {
        'solana:signIn': {
          version: '1.0.0',
          signIn: async () => {
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          },
        },
      }),
    )
    expect(state.status).toBe('error')
    expect(sessions).toEqual([])
  })
})
