import {
  createBackendSiwx,
  createWalletPort,
  getSiwxVerifier,
  type SiwxConfig,
  UserRejectedRequestError,
} from '@walletport/core'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  type EvmTestWallet,
  type SiwxServer,
  startSiwxServer,
} from '@walletport/devnet'
import { TEST_WALLET, useEvmFixture } from '../test/evmTestSetup.js'
import { createEvmAdapter } from './createEvmAdapter.js'

// Connect and sign in through the client, the real adapter and the devnet's EVM test wallet on anvil; the sign-in
// is checked by core's SIWX server (createSiwxRequestHandler) with the adapter's EIP-191 check.
const env = useEvmFixture()
let server: SiwxServer

beforeAll(async () => {
  server = await startSiwxServer({
    verify: getSiwxVerifier({ adapters: [createEvmAdapter({ networks: env.networks })] }),
  })
})
afterAll(() => server.stop())

interface Run {
  erc7846?: boolean
  authorized?: boolean
  /** Without `createRequest`: the sign-in can only follow connecting. */
  afterConnecting?: boolean
  /** What the page sees instead of the wallet (a wallet answering otherwise). */
  wrap?: (wallet: EvmTestWallet) => Parameters<typeof announceEvmTestWallet>[0]
  /** Runs on the wallet before the connect (a behaviour set…). */
  prepare?: (wallet: EvmTestWallet) => void
}

async function connectSignedIn({
  erc7846 = true,
  authorized = false,
  afterConnecting = false,
  wrap,
  prepare,
}: Run = {}) {
  const wallet = createEvmTestWallet({
    accounts: [env.fixture.nodes[0].accounts[2]!],
    rpcUrls: env.rpcUrls(),
    chainId: 31337,
    erc7846,
    authorized,
  })
  prepare?.(wallet)
  const window = new EventTarget()
  announceEvmTestWallet(wrap ? wrap(wallet) : wallet, { window })
  const adapter = createEvmAdapter({ networks: env.networks, window })
  const backend = createBackendSiwx({ url: server.url, fetch: server.createFetch() })
  const { createRequest: _, ...withoutRequest } = backend
  const siwx: SiwxConfig = afterConnecting ? withoutRequest : backend
  const client = createWalletPort({ adapters: [adapter], networks: env.networks, siwx })
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
  const connecting = client.connect({ connectorId: TEST_WALLET, namespace: 'eip155' })
  return { wallet, client, backend, connecting, settled, address: wallet.addresses[0]! }
}

describe('one prompt to connect and sign in (ERC-7846 wallet_connect)', () => {
  it('a wallet with wallet_connect connects and signs in with one prompt; the server keeps the session', async () => {
    const { wallet, client, backend, connecting, settled, address } = await connectSignedIn()
    await connecting
    await settled
    expect(wallet.requests).toEqual(['wallet_connect'])
    expect(client.getState().siwx.status).toBe('success')
    const sessions = await backend.getSessions('eip155:31337', address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toMatch(
      new RegExp(`^app\\.example wants you to sign in with your Ethereum account:\\n${address}\\n`),
    )
    expect(client.getState().chains.eip155?.accountState.address).toBe(address)
    client.destroy()
  })

  it('before: signing in after connecting costs the same wallet two prompts', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({ afterConnecting: true })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a wallet without wallet_connect (4200) connects with eth_requestAccounts, then signs: two prompts', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({ erc7846: false })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a wallet answering -32601 to wallet_connect is asked the usual way', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({
      erc7846: false,
      wrap: (inner) => ({
        on: inner.on.bind(inner),
        removeListener: inner.removeListener.bind(inner),
        request: async (args) => {
          if (args.method === 'wallet_connect')
            throw Object.assign(new Error('Method not found'), { code: -32601 })
          return inner.request(args)
        },
      }),
    })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['eth_requestAccounts', 'personal_sign'])
    client.destroy()
  })

  it('a wallet that authorised the site already is not asked wallet_connect: it signs in with one prompt', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({ authorized: true })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['personal_sign'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a wallet that connects without the sign-in result is signed in after connecting', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({
      wrap: (inner) => ({
        on: inner.on.bind(inner),
        removeListener: inner.removeListener.bind(inner),
        request: async (args) => {
          const answer = await inner.request(args)
          if (args.method !== 'wallet_connect') return answer
          const { accounts } = answer as { accounts: { address: string }[] }
          return { accounts: accounts.map(({ address }) => ({ address, capabilities: {} })) }
        },
      }),
    })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['wallet_connect', 'personal_sign'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('a one-step sign-in the server refuses (a forged signature) is asked again after connecting', async () => {
    const { wallet, client, connecting, settled } = await connectSignedIn({
      wrap: (inner) => ({
        on: inner.on.bind(inner),
        removeListener: inner.removeListener.bind(inner),
        request: async (args) => {
          const answer = await inner.request(args)
          if (args.method !== 'wallet_connect') return answer
          const [first] = (answer as { accounts: { address: string; capabilities: object }[] }).accounts
          const forged = { message: 'forged', signature: `0x${'11'.repeat(65)}` }
          return { accounts: [{ address: first!.address, capabilities: { signInWithEthereum: forged } }] }
        },
      }),
    })
    await connecting
    await settled
    expect(wallet.requests).toEqual(['wallet_connect', 'personal_sign'])
    expect(client.getState().siwx.status).toBe('success')
    client.destroy()
  })

  it('declining the one prompt declines the connection: nothing connected, no session', async () => {
    const { client, backend, connecting, address } = await connectSignedIn({
      prepare: (inner) => inner.setBehavior('reject', 'wallet_connect'),
    })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(await backend.getSessions('eip155:31337', address)).toEqual([])
    client.destroy()
  })
})
