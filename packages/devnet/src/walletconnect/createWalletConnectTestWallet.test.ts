import { ed25519 } from '@noble/curves/ed25519.js'
import { SignClient } from '@walletconnect/sign-client'
import { decodeBase58, encodeBase58 } from '@walletport/core'
import { verifyMessage } from 'ethers'
import { deriveEvmAccounts } from '../evm/deriveEvmAccounts.js'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from './createWalletConnectTestWallet.js'
import { startWalletConnectRelay, type WalletConnectRelay } from './startWalletConnectRelay.js'

jest.setTimeout(30_000)

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

const [account] = deriveEvmAccounts(undefined, 1)
let relay: WalletConnectRelay
let wallet: WalletConnectTestWallet
let dapp: Dapp

async function stop(client: Dapp) {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
  delete (globalThis as Record<string, unknown>)[
    `_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`
  ]
}

beforeEach(async () => {
  relay = await startWalletConnectRelay()
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    // No node is needed for signing; the URL is only used for requests forwarded to a chain.
    evm: { privateKey: account!.privateKey, rpcUrls: { 31337: 'http://127.0.0.1:9' } },
  })
  dapp = await SignClient.init({
    relayUrl: relay.url,
    projectId: 'test',
    customStoragePrefix: `dapp-${crypto.randomUUID()}`,
    telemetryEnabled: false,
    metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
  })
})

afterEach(async () => {
  await stop(dapp)
  await wallet.stop()
  await relay.stop()
})

async function propose(chains: string[]) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains, methods: ['personal_sign'], events: ['chainChanged'] } },
  })
  return { uri: uri!, approval }
}

describe('createWalletConnectTestWallet', () => {
  it('approves an eip155 proposal with an account on each chain it has an RPC URL for', async () => {
    const { uri, approval } = await propose(['eip155:31337', 'eip155:1'])
    const [walletSession, session] = await Promise.all([wallet.pair(uri), approval()])
    expect(walletSession?.topic).toBe(session.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account!.address}`])
    expect(session.namespaces.eip155?.methods).toContain('eth_sendTransaction')
  })

  it('answers personal_sign with a signature by its key', async () => {
    const { uri, approval } = await propose(['eip155:31337'])
    const [, session] = await Promise.all([wallet.pair(uri), approval()])
    const message = 'hello from the dapp'
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [message, account!.address] },
    })
    expect(verifyMessage(message, signature)).toBe(account!.address)
  })

  it('rejects a proposal when told to, and the dapp gets the rejection', async () => {
    wallet.setBehavior('reject')
    const { uri, approval } = await propose(['eip155:31337'])
    const [walletSession, outcome] = await Promise.all([
      wallet.pair(uri),
      approval().then(
        () => 'approved',
        (error: Error) => error.message,
      ),
    ])
    expect(walletSession).toBeUndefined()
    expect(outcome).toBe('User rejected.')
  })

  it('rejects a proposal for chains it has no RPC URL for', async () => {
    const { uri, approval } = await propose(['eip155:1'])
    const [, outcome] = await Promise.all([
      wallet.pair(uri),
      approval().catch((error: Error) => error.message),
    ])
    expect(outcome).toBe('Unsupported chains.')
  })

  it('answers a request with the user-rejected error when told to reject', async () => {
    const { uri, approval } = await propose(['eip155:31337'])
    const [, session] = await Promise.all([wallet.pair(uri), approval()])
    wallet.setBehavior('reject')
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['no', account!.address] },
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('ends the session from the wallet side and the dapp hears of it', async () => {
    const { uri, approval } = await propose(['eip155:31337'])
    const [, session] = await Promise.all([wallet.pair(uri), approval()])
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect()
    expect(await deleted).toBe(session.topic)
    expect(wallet.sessions).toHaveLength(0)
  })
})

describe('createWalletConnectTestWallet with a solana part', () => {
  let both: WalletConnectTestWallet

  beforeEach(async () => {
    both = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      evm: { privateKey: account!.privateKey, rpcUrls: { 31337: 'http://127.0.0.1:9' } },
      // Signing needs no node: the URL only names the chain.
      solana: { rpcUrls: { 'solana:localnet': 'http://127.0.0.1:9' } },
    })
  })

  afterEach(() => both.stop())

  it('approves eip155 and solana in one session, each on the chains it serves', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        solana: { chains: ['solana:localnet', 'solana:devnet'], methods: ['solana_signMessage'], events: [] },
      },
    })
    const [, session] = await Promise.all([both.pair(uri!), approval()])
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account!.address}`])
    expect(session.namespaces.solana?.accounts).toEqual([`solana:localnet:${both.solanaAddress}`])

    const message = Uint8Array.from([0, 104, 105])
    const { signature } = await dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: both.solanaAddress },
      },
    })
    expect(ed25519.verify(decodeBase58(signature), message, decodeBase58(both.solanaAddress!))).toBe(true)
    expect(both.requests).toEqual([{ method: 'solana_signMessage', chainId: 'solana:localnet' }])
  })

  it('has no solana address without a solana part', () => {
    expect(wallet.solanaAddress).toBeUndefined()
  })
})
