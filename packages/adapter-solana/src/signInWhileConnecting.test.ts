import type { Wallet } from '@wallet-standard/base'
import {
  createBackendSiwx,
  createWalletPort,
  getSiwxVerifier,
  type SiwxConfig,
  UserRejectedRequestError,
} from '@walletport/core'
import {
  createSolanaTestWallet,
  registerStandardWallet,
  type SiwxServer,
  startSiwxServer,
} from '@walletport/devnet'
import { useSolanaFixture, withFeatures } from '../test/solanaTestSetup.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

// Connect and sign in through the client, the real adapter and the devnet's test wallet on a local chain; the
// sign-in is checked by core's SIWX server (createSiwxRequestHandler) with the adapter's signature check.
const env = useSolanaFixture()
let server: SiwxServer

beforeAll(async () => {
  server = await startSiwxServer({
    verify: getSiwxVerifier({ adapters: [createSolanaAdapter({ networks: env.networks })] }),
  })
})
afterAll(() => server.stop())

interface Run {
  authorized?: boolean
  behavior?: 'approve' | 'reject'
  wrap?: (wallet: Wallet) => Wallet
  /** Without `createRequest`: the sign-in can only follow connecting (how every wallet signed in before). */
  afterConnecting?: boolean
}

async function connectSignedIn({
  authorized = false,
  behavior = 'approve',
  wrap = (w) => w,
  afterConnecting = false,
}: Run = {}) {
  const network = env.networks[0]
  const wallet = createSolanaTestWallet({ rpcUrl: env.fixture.devnets[0].rpcUrl, authorized, behavior })
  const window = new EventTarget()
  registerStandardWallet(wrap(wallet.wallet), window)
  const adapter = createSolanaAdapter({ networks: [network], window })
  const backend = createBackendSiwx({ url: server.url, fetch: server.createFetch() })
  const { createRequest: _, ...withoutRequest } = backend
  const siwx: SiwxConfig = afterConnecting ? withoutRequest : backend
  const client = createWalletPort({ adapters: [adapter], networks: [network], siwx })
  await client.ready
  const settled = new Promise<void>((resolve) => {
    const off = client.subscribe(
      (state) => state.siwx.status,
      (status) => {
        if (status === 'success' || status === 'error') {
          off()
          resolve()
        }
      },
    )
  })
  const connecting = client.connect({ connectorId: adapter.getConnectors()[0]!.id, namespace: 'solana' })
  return { wallet, client, backend, connecting, settled }
}

describe('one prompt to connect and sign in (solana:signIn)', () => {
  it('a wallet with solana:signIn connects and signs in with one prompt; the server keeps the session', async () => {
    const { wallet, client, backend, connecting, settled } = await connectSignedIn()
    await connecting
    await settled
    expect(wallet.requests).toEqual(['solana:signIn'])
    expect(client.getState().siwx.status).toBe('success')
    const sessions = await backend.getSessions(env.networks[0].caipNetworkId, wallet.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toMatch(/^app\.example wants you to sign in with your Solana account:\n/)
    expect(client.getState().chains.solana?.accountState.address).toBe(wallet.address)
    client.destroy()
  })

  it('before: signing in after connecting costs the same wallet two prompts', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({ afterConnecting: true })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signIn'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a wallet without solana:signIn connects, then signs the message: two prompts', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({
      wrap: (inner) => withFeatures(inner, { 'solana:signIn': undefined }),
    })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signMessage'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a wallet that authorised the site already connects silently and signs in with one prompt', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({ authorized: true })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['solana:signIn'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('declining the one prompt declines the connection: nothing connected, no session', async () => {
    const { wallet, client, backend, connecting } = await connectSignedIn({ behavior: 'reject' })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(client.getState().chains.solana?.accountState.status).toBe('disconnected')
    expect(await backend.getSessions(env.networks[0].caipNetworkId, wallet.address)).toEqual([])
    client.destroy()
  })
})
