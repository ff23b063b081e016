import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { createSolanaAdapter } from '@walletport/adapter-solana'
import { decodeBase58, defineNetwork, type Network, UnauthorizedProviderError } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { eventually } from '@walletport/core/testing'
import {
  createWalletConnectTestWallet,
  type EvmNode,
  type SolanaDevnet,
  startEvmNode,
  startSolanaDevnet,
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectTestWallet,
} from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import {
  type CreateTestDappParameters,
  closeTestDapps,
  connectThroughWallet,
  createTestDapp,
  reloadAfterConnecting,
  type TestDapp,
  testEvmNetwork,
} from '../test/createTestDapp.js'
import { connectWalletConnect } from './connectWalletConnect.js'

jest.setTimeout(60_000)

const wait = { timeoutMs: 15_000, intervalMs: 20 }
const LAMPORTS = 1_000_000_000n

let relay: WalletConnectRelay
let node: EvmNode
let solana: SolanaDevnet
let evmNetwork: Network
let solanaNetwork: Network
let wallet: WalletConnectTestWallet

type Dapp = TestDapp

/** A dapp whose EVM and Solana adapters both list the one WalletConnect connector. */
function createDapp(
  parameters: Omit<CreateTestDappParameters, 'networks' | 'relayUrl' | 'adapters'> = {},
): Dapp {
  return createTestDapp({
    ...parameters,
    networks: [evmNetwork, solanaNetwork],
    relayUrl: relay.url,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [evmNetwork], connectors: [walletConnect.forNamespace('eip155')] }),
      createSolanaAdapter({
        networks: [solanaNetwork],
        window: new EventTarget(),
        connectors: [walletConnect.forNamespace('solana')],
      }),
    ],
  })
}

const connectBoth = (dapp: Dapp) => connectThroughWallet(dapp, wallet)

const chainOf = (dapp: Dapp, namespace: 'eip155' | 'solana') => dapp.client.getState().chains[namespace]

beforeAll(async () => {
  ;[relay, node, solana] = await Promise.all([
    startWalletConnectRelay(),
    startEvmNode({ chainId: 31337 }),
    startSolanaDevnet(),
  ])
  evmNetwork = testEvmNetwork(node.rpcUrl)
  // The devnet's network (solana:localnet) on this run's ports.
  solanaNetwork = defineNetwork({
    ...localSolana,
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  })
})

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), node?.stop(), solana?.stop()])
})

beforeEach(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
    solana: { rpcUrls: { [solanaNetwork.caipNetworkId]: solana.rpcUrl } },
  })
  solana.airdrop(wallet.solanaAddress!, 5n * LAMPORTS)
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

/** Whether `signature` (base58) is the test wallet's ed25519 signature of `message`. */
function isSignedByWallet(signature: string, message: string): boolean {
  return ed25519.verify(
    decodeBase58(signature),
    new TextEncoder().encode(message),
    decodeBase58(wallet.solanaAddress!),
  )
}

describe('one WalletConnect session for the EVM and Solana adapters over the local relay', () => {
  it('connects eip155 and solana from one pairing, the wallet approving both in one session', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)

    expect(chainOf(dapp, 'eip155')?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    const chain = chainOf(dapp, 'solana')
    expect(chain?.accountState).toMatchObject({ status: 'connected', address: wallet.solanaAddress })
    expect(chain?.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    expect(chain?.networkState.caipNetwork?.caipNetworkId).toBe('solana:localnet')
    expect(wallet.sessions).toHaveLength(1)
    expect(wallet.sessions[0]?.optionalNamespaces.solana?.methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
    expect(dapp.walletConnect.getSession()?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `solana:localnet:${wallet.solanaAddress}`,
    ])
  })

  it('signs in after connecting, not while pairing, when the networks are not all eip155', async () => {
    const dapp = createDapp({ siwx: true })
    await connectBoth(dapp)
    await eventually(() => expect(dapp.client.getState().siwx.status).toBe('success'), wait)
    const [session] = await dapp.client.siwx.getSessions()
    expect(session?.cacao).toBeUndefined()
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: wallet.address })
    expect(verifyMessage(session!.message, session!.signature)).toBe(wallet.address)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('leaves the namespace the user connected from active, whichever connected last', async () => {
    for (const namespace of ['eip155', 'solana'] as const) {
      const dapp = createDapp()
      await dapp.client.ready
      const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
      const connecting = connectWalletConnect(dapp.client, dapp.walletConnect, { namespace })
      await wallet.pair(await pairing)
      await connecting
      expect(dapp.client.getState().activeChain).toBe(namespace)
      expect(chainOf(dapp, 'eip155')?.accountState.status).toBe('connected')
      expect(chainOf(dapp, 'solana')?.accountState.status).toBe('connected')
      await dapp.close()
    }
  })

  it('connects only what the wallet approved, and names the namespace the session lacks', async () => {
    await wallet.stop()
    wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
    })
    const dapp = createDapp()
    await connectBoth(dapp)
    expect(chainOf(dapp, 'eip155')?.accountState.status).toBe('connected')
    expect(chainOf(dapp, 'solana')?.accountState.status).toBe('disconnected')

    const error = await dapp.client
      .connect({ connectorId: 'walletConnect', namespace: 'solana' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect((error as UnauthorizedProviderError).details).toBe(
      'The WalletConnect session has no solana account: the wallet did not approve solana. Disconnect and pair again to add it.',
    )
    expect(wallet.sessions).toHaveLength(1)
  })

  it('lists the connector on both adapters and gives the Solana adapter a Wallet Standard wallet', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const solanaConnector = dapp.client
      .getAdapter('solana')
      .getConnectors()
      .find((connector) => connector.id === 'walletConnect')
    expect(solanaConnector).toMatchObject({ type: 'WALLET_CONNECT', chain: 'solana' })
    const provider = dapp.client.getProvider<{ name: string; chains: string[]; accounts: unknown[] }>(
      'solana',
    )
    expect(provider?.name).toBe('WalletConnect')
    expect(provider?.chains).toEqual(['solana:localnet'])
    expect(provider?.accounts).toEqual([
      expect.objectContaining({
        address: wallet.solanaAddress,
        publicKey: decodeBase58(wallet.solanaAddress!),
        chains: ['solana:localnet'],
      }),
    ])
  })

  it('signs a Solana message through the wallet with an ed25519 signature by its address', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const message = 'Sign in to WalletPort on Solana'
    const signature = await dapp.client.signMessage({ message, namespace: 'solana' })
    expect(isSignedByWallet(signature, message)).toBe(true)
    expect(
      await dapp.client.getAdapter('solana').verifyMessage({
        message,
        signature,
        address: wallet.solanaAddress!,
        network: solanaNetwork,
      }),
    ).toBe(true)
    expect(wallet.requests).toContainEqual({ method: 'solana_signMessage', chainId: 'solana:localnet' })
  })

  it('sends a SOL transfer through the wallet that the devnet Solana node confirms', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const recipient = Keypair.generate().publicKey.toBase58()
    const { hash, wait: confirm } = await dapp.client.sendTransaction({
      to: recipient,
      value: 2_000_000n,
      network: solanaNetwork,
    })
    expect((await confirm()).status).toBe('success')
    expect(solana.chain.balanceOf(recipient)).toBe(2_000_000n)
    expect(solana.chain.getTransaction(hash)).toMatchObject({ err: null })
    expect(wallet.requests).toContainEqual({
      method: 'solana_signAndSendTransaction',
      chainId: 'solana:localnet',
    })
  })

  it('signs legacy and v0 transactions with solana:signTransaction that the node then accepts', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const standard = await dapp.walletConnect.forNamespace('solana').getProvider('walletConnect')
    const [account] = standard.accounts
    const payer = new PublicKey(wallet.solanaAddress!)
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transfer = (lamports: number) =>
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports })
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(transfer(1_000_000))
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: blockhash,
        instructions: [transfer(1_500_000)],
      }).compileToV0Message(),
    )

    const outputs = await standard.features['solana:signTransaction'].signTransaction(
      {
        account: account!,
        chain: 'solana:localnet',
        transaction: legacy.serialize({ requireAllSignatures: false, verifySignatures: false }),
      },
      { account: account!, chain: 'solana:localnet', transaction: v0.serialize() },
    )
    expect(outputs).toHaveLength(2)
    expect(Transaction.from(outputs[0]!.signedTransaction).verifySignatures()).toBe(true)
    for (const { signedTransaction } of outputs) {
      const signature = await connection.sendRawTransaction(signedTransaction)
      await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
      expect(solana.chain.getTransaction(signature)).toMatchObject({ err: null })
    }
    expect(wallet.requests.filter((request) => request.method === 'solana_signTransaction')).toHaveLength(2)
  })

  it('restores both namespaces after the app restarts on the same storage, without a new proposal', async () => {
    const second = await reloadAfterConnecting(createDapp, wallet)
    expect(chainOf(second, 'eip155')?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(chainOf(second, 'solana')?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.solanaAddress,
    })
    expect(wallet.sessions).toHaveLength(1)
    const message = 'after restart'
    const signature = await second.client.signMessage({ message, namespace: 'solana' })
    expect(isSignedByWallet(signature, message)).toBe(true)
    expect(verifyMessage(message, await second.client.signMessage({ message, namespace: 'eip155' }))).toBe(
      wallet.address,
    )
  })

  it('does not start a WalletConnect client at start when no session is stored', async () => {
    const storagePrefix = `dapp-${crypto.randomUUID()}`
    const dapp = createDapp({ storagePrefix })
    await dapp.client.ready
    expect(
      dapp.client
        .getAdapter('solana')
        .getConnectors()
        .map((connector) => connector.id),
    ).toEqual(['walletConnect'])
    // Each WalletConnect Core registers itself on globalThis under its storage prefix when created.
    expect(Object.keys(globalThis).filter((key) => key.includes(storagePrefix))).toEqual([])
  })

  it('resets both chains when the wallet deletes the session', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    await wallet.disconnect()
    await eventually(() => {
      expect(chainOf(dapp, 'eip155')?.accountState.status).toBe('disconnected')
      expect(chainOf(dapp, 'solana')?.accountState.status).toBe('disconnected')
    }, wait)
    expect(chainOf(dapp, 'solana')?.accountState.address).toBeUndefined()
    expect(dapp.walletConnect.getSession()).toBeUndefined()
  })

  it('ends the session for both chains when the app disconnects one of them', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    await dapp.client.disconnect({ namespace: 'solana' })
    expect(chainOf(dapp, 'solana')?.accountState.status).toBe('disconnected')
    expect(chainOf(dapp, 'eip155')?.accountState.status).toBe('disconnected')
    await eventually(() => expect(wallet.sessions).toHaveLength(0), wait)
  })
})
