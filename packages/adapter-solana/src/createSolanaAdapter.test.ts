import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import {
  ChainNotSupportedError,
  type Connector,
  isUserRejection,
  UserRejectedRequestError,
} from '@walletport/core'
import { solana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet, type SolanaTestWallet } from '@walletport/devnet'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { BlockhashExpiredError, InsufficientFundsError, TransactionSimulationError } from './errors.js'
import { planSolanaFixture, type SolanaFixture } from './testing/startSolanaFixture.js'
import type { SolanaAdapter } from './types.js'

const plan = planSolanaFixture()
const [network, otherNetwork] = plan.networks
const TEST_WALLET_ID = 'wallet-standard:walletport-test-wallet'
let fixture: SolanaFixture

beforeAll(async () => {
  fixture = await plan.start()
}, 30_000)
afterAll(() => fixture?.stop())

/** A fresh wallet (funded on the first chain) registered on its own EventTarget, and an adapter watching it. */
async function setup(
  parameters: { name?: string; authorized?: boolean; wrap?: (wallet: Wallet) => Wallet } = {},
): Promise<{ adapter: SolanaAdapter; wallet: SolanaTestWallet; window: EventTarget }> {
  const wallet = createSolanaTestWallet({
    rpcUrls: { 'solana:localnet': fixture.devnets[0].rpcUrl, 'solana:devnet': fixture.devnets[1].rpcUrl },
    ...(parameters.name && { name: parameters.name }),
    ...(parameters.authorized && { authorized: true }),
  })
  fixture.devnets[0].airdrop(wallet.address, 5_000_000_000n)
  const window = new EventTarget()
  registerStandardWallet(parameters.wrap ? parameters.wrap(wallet.wallet) : wallet.wallet, window)
  const adapter = createSolanaAdapter({ networks: plan.networks, window })
  await adapter.init({ endpoints: {} })
  return { adapter, wallet, window }
}

async function connected(parameters?: Parameters<typeof setup>[0]) {
  const made = await setup(parameters)
  const connectorId = made.adapter.getConnectors()[0]?.id ?? ''
  await made.adapter.connect({ connectorId, network })
  return made
}

/** SPL Token instructions written out by hand (no spl-token package here): InitializeMint2, InitializeAccount3, MintTo. */
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

async function mintTokens(payer: Keypair, owner: PublicKey, amount: bigint, decimals: number) {
  const connection = await createSolanaAdapter({ networks: [network] }).getConnection(network)
  const mint = Keypair.generate()
  const account = Keypair.generate()
  const rentMint = await connection.getMinimumBalanceForRentExemption(82)
  const rentAccount = await connection.getMinimumBalanceForRentExemption(165)
  const amountBytes = Buffer.alloc(8)
  amountBytes.writeBigUInt64LE(amount)
  const tx = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: rentMint,
      space: 82,
      programId: TOKEN_PROGRAM,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
      data: Buffer.concat([Buffer.from([20, decimals]), payer.publicKey.toBuffer(), Buffer.from([0])]),
    }),
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: account.publicKey,
      lamports: rentAccount,
      space: 165,
      programId: TOKEN_PROGRAM,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: account.publicKey, isSigner: false, isWritable: true },
        { pubkey: mint.publicKey, isSigner: false, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([18]), owner.toBuffer()]),
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: mint.publicKey, isSigner: false, isWritable: true },
        { pubkey: account.publicKey, isSigner: false, isWritable: true },
        { pubkey: payer.publicKey, isSigner: true, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([7]), amountBytes]),
    }),
  )
  await connection.sendTransaction(tx, [payer, mint, account])
  return mint.publicKey.toBase58()
}

describe('createSolanaAdapter', () => {
  it('refuses an invalid preflight commitment with a message naming the value and the allowed ones', () => {
    expect(() => createSolanaAdapter({ networks: [network], commitment: 'fast' })).toThrow(
      'Invalid preflight commitment "fast": must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(() => createSolanaAdapter({ networks: [network], commitment: 'singleGossip' })).not.toThrow()
  })

  it('refuses an invalid address with a message naming it, before asking the wallet', async () => {
    const { adapter, wallet } = await connected()
    expect(() => adapter.validateAddress({ address: 'not-an-address', network })).toThrow(
      'Invalid address "not-an-address": not a base58 public key of 32 bytes',
    )
    await expect(adapter.sendTransaction({ network, to: '1111', value: 1n })).rejects.toThrow(
      'Invalid address "1111": not a base58 public key of 32 bytes',
    )
    expect(wallet.requests).toEqual(['standard:connect'])
  })

  it('lists a wallet that registers after init and sends connectorsChanged, with its name normalised', async () => {
    const window = new EventTarget()
    const adapter = createSolanaAdapter({ networks: plan.networks, window })
    await adapter.init({ endpoints: {} })
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (list) => seen.push(list))
    expect(adapter.getConnectors()).toEqual([])
    const late = createSolanaTestWallet({ rpcUrl: fixture.devnets[0].rpcUrl, name: 'phantom  wallet' })
    registerStandardWallet(late.wallet, window)
    expect(seen.at(-1)?.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'wallet-standard:phantom', name: 'Phantom' },
    ])
    expect(adapter.getConnectors()[0]?.provider).toBe(late.wallet)
  })

  it('does not list a wallet that serves none of the configured clusters', async () => {
    const window = new EventTarget()
    const elsewhere = createSolanaTestWallet({ rpcUrls: { 'solana:mainnet': fixture.devnets[0].rpcUrl } })
    registerStandardWallet(elsewhere.wallet, window)
    const adapter = createSolanaAdapter({ networks: plan.networks, window })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([])
    const mainnetAdapter = createSolanaAdapter({ networks: [solana], window })
    await mainnetAdapter.init({ endpoints: {} })
    expect(mainnetAdapter.getConnectors().map((connector) => connector.name)).toEqual([
      'WalletPort Test Wallet',
    ])
  })

  it('reconnects silently only when the wallet already authorised the site', async () => {
    const fresh = await setup()
    expect(await fresh.adapter.reconnect({ connectorId: TEST_WALLET_ID, network })).toBeNull()
    expect(fresh.wallet.requests).toEqual([])
    const trusted = await setup({ authorized: true })
    trusted.wallet.setBehavior('reject')
    const restored = await trusted.adapter.reconnect({ connectorId: TEST_WALLET_ID, network })
    expect(restored?.accounts).toEqual([{ address: trusted.wallet.address, type: 'eoa' }])
    expect(trusted.wallet.requests).toEqual([])
  })

  it('follows an account change the wallet announces through standard:events', async () => {
    const { adapter, wallet } = await connected()
    const seen: string[][] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts.map((account) => account.address)))
    const next = Keypair.generate()
    wallet.switchAccount(next)
    expect(seen).toEqual([[next.publicKey.toBase58()]])
    wallet.revoke()
    expect(seen.at(-1)).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('maps a transaction the user rejects to UserRejectedRequestError', async () => {
    const { adapter, wallet } = await connected()
    wallet.setBehavior('reject')
    const error = await adapter
      .sendTransaction({ network, to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('sends an app-built v0 transaction and confirms it', async () => {
    const { adapter, wallet } = await connected()
    const connection = await adapter.getConnection(network)
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(wallet.address),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(wallet.address),
          toPubkey: recipient,
          lamports: 3e6,
        }),
      ],
    }).compileToV0Message()
    const request = new VersionedTransaction(message)
    const { hash } = await adapter.sendTransaction({ network, to: recipient.toBase58(), value: 0n, request })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt).toMatchObject({ hash, status: 'success', fee: 5_000n })
    expect(await connection.getBalance(recipient)).toBe(3_000_000)
    expect((await connection.getTransaction(hash, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
  })

  it('reports a failing simulation with its reason and the program logs', async () => {
    const { adapter, wallet } = await connected()
    const request = new Transaction().add(
      new TransactionInstruction({
        programId: SystemProgram.programId,
        keys: [{ pubkey: new PublicKey(wallet.address), isSigner: true, isWritable: true }],
        data: Buffer.from([99, 0, 0, 0]),
      }),
    )
    const error = await adapter
      .sendTransaction({ network, to: wallet.address, value: 0n, request })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionSimulationError)
    expect((error as Error).message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: InvalidInstructionData',
    )
    expect((error as TransactionSimulationError).logs).toContain(
      'Program 11111111111111111111111111111111 failed: invalid instruction data',
    )
  })

  it('reports an overspend as insufficient funds, with the logs', async () => {
    const { adapter } = await connected()
    const error = await adapter
      .sendTransaction({ network, to: Keypair.generate().publicKey.toBase58(), value: 50_000_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as InsufficientFundsError).logs.join('\n')).toContain('Transfer: insufficient lamports')
  })

  it('reports a transaction whose blockhash expired', async () => {
    const { adapter, wallet } = await connected()
    const connection = await adapter.getConnection(network)
    const { blockhash } = await connection.getLatestBlockhash()
    fixture.devnets[0].chain.expireBlockhash()
    const request = new Transaction({
      feePayer: new PublicKey(wallet.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(wallet.address),
        toPubkey: Keypair.generate().publicKey,
        lamports: 1e6,
      }),
    )
    await expect(
      adapter.sendTransaction({ network, to: wallet.address, value: 0n, request }),
    ).rejects.toBeInstanceOf(BlockhashExpiredError)
  })

  it('signs with solana:signTransaction and sends itself when the wallet lacks signAndSendTransaction', async () => {
    const wrap = (wallet: Wallet): Wallet => {
      const { 'solana:signAndSendTransaction': _, ...features } = wallet.features
      return {
        version: wallet.version,
        name: wallet.name,
        icon: wallet.icon,
        chains: wallet.chains,
        features,
        get accounts() {
          return wallet.accounts
        },
      }
    }
    const { adapter, wallet } = await connected({ wrap })
    const recipient = Keypair.generate().publicKey.toBase58()
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 1_500_000n })
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signTransaction'])
    expect((await adapter.getBalance({ address: recipient, network })).formatted).toBe('0.0015')
  })

  it('exposes a web3.js Connection that reads the same chain', async () => {
    const { adapter, wallet } = await connected()
    const connection = await adapter.getConnection(network)
    const balance = await adapter.getBalance({ address: wallet.address, network })
    expect(BigInt(await connection.getBalance(new PublicKey(wallet.address)))).toBe(balance.value)
    expect(balance).toMatchObject({ symbol: 'SOL', decimals: 9, formatted: '5' })
    expect(adapter.getProvider()?.name).toBe('WalletPort Test Wallet')
  })

  it('reads SPL balances of the configured mints from jsonParsed token accounts', async () => {
    const payer = Keypair.generate()
    fixture.devnets[0].airdrop(payer.publicKey.toBase58(), 1_000_000_000n)
    const owner = Keypair.generate().publicKey
    const mint = await mintTokens(payer, owner, 1_250_000n, 6)
    const adapter = createSolanaAdapter({
      networks: plan.networks,
      tokens: { [network.caipNetworkId]: [{ mint, symbol: 'TST', name: 'Test Token' }] },
    })
    expect(await adapter.getTokenBalances!({ address: owner.toBase58(), network })).toEqual([
      {
        name: 'Test Token',
        symbol: 'TST',
        chainId: network.caipNetworkId,
        address: mint,
        price: 0,
        quantity: { decimals: 6, numeric: '1.25' },
      },
    ])
  })

  it('pages history by signature and shows the recipient an incoming transfer', async () => {
    const { adapter, wallet } = await connected()
    const recipient = Keypair.generate().publicKey.toBase58()
    for (const value of [1_000_000n, 2_000_000n]) {
      const { hash } = await adapter.sendTransaction({ network, to: recipient, value })
      await adapter.waitForTransaction({ hash, network })
    }
    const paged = createSolanaAdapter({ networks: plan.networks, historyPageSize: 1 })
    const first = await paged.getHistory!({ address: recipient, network })
    expect(first.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.002' } })
    expect(first.next).toBe(first.data[0]?.id)
    const second = await paged.getHistory!({ address: recipient, network, cursor: first.next })
    expect(second.data[0]?.metadata.sentFrom).toBe(wallet.address)
    expect(second.data[0]?.transfers[0]?.quantity.numeric).toBe('0.001')
  })

  it('refuses to switch to a cluster the wallet does not serve', async () => {
    const window = new EventTarget()
    const single = createSolanaTestWallet({ rpcUrl: fixture.devnets[0].rpcUrl })
    registerStandardWallet(single.wallet, window)
    const adapter = createSolanaAdapter({ networks: plan.networks, window })
    await adapter.init({ endpoints: {} })
    await adapter.connect({ connectorId: TEST_WALLET_ID, network })
    const error = await adapter.switchNetwork({ network: otherNetwork }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toBe(
      'WalletPort Test Wallet does not list solana:devnet or solana:localnet-b among its chains',
    )
  })
})
