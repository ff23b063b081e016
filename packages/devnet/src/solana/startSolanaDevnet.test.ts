import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js'

let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet?.stop())

async function funded(sol = 2): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  return keypair
}

function transfer(from: Keypair, to: PublicKey, lamports: number) {
  return new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
}

describe('startSolanaDevnet', () => {
  it('serves the JSON-RPC port and the WebSocket on port + 1', async () => {
    expect(devnet.wsPort).toBe(devnet.port + 1)
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    expect((await connection.getVersion())['solana-core']).toEqual(expect.any(String))
  })

  it('requestAirdrop credits the lamports and is confirmed over signatureSubscribe', async () => {
    const keypair = await funded(3)
    expect(await connection.getBalance(keypair.publicKey)).toBe(3 * LAMPORTS_PER_SOL)
  })

  it('a transfer charges the sender amount + 5000 lamports and reports that fee in getTransaction', async () => {
    const sender = await funded()
    const recipient = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(connection, transfer(sender, recipient, 1_000_000), [
      sender,
    ])
    expect(await connection.getBalance(recipient)).toBe(1_000_000)
    expect(await connection.getBalance(sender.publicKey)).toBe(2 * LAMPORTS_PER_SOL - 1_000_000 - 5_000)
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(tx?.meta?.fee).toBe(5_000)
    expect(tx?.meta?.err).toBeNull()
    expect(tx?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(sender.publicKey.toBase58())
  })

  it('runs a v0 transaction and refuses to return it to a client without maxSupportedTransactionVersion', async () => {
    const sender = await funded()
    const recipient = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 2e6 }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([sender])
    const signature = await connection.sendTransaction(tx)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(await connection.getBalance(recipient)).toBe(2_000_000)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(
      0,
    )
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      'Transaction version (0) is not supported',
    )
  })

  it('refuses an overspend at preflight with the program logs, charging nothing', async () => {
    const sender = await funded(1)
    const error = await sendAndConfirmTransaction(
      connection,
      transfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL),
      [sender],
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain('custom program error: 0x1')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('Transfer: insufficient lamports')
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('simulateTransaction returns the logs and error without sending', async () => {
    const sender = await funded(1)
    const tx = transfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL)
    tx.feePayer = sender.publicKey
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    const { value } = await connection.simulateTransaction(tx)
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(value.logs?.join('\n')).toMatch(/Transfer: insufficient lamports \d+, need 5000000000/)
  })

  it('with skipPreflight a failing transaction lands, pays its fee and reports its error', async () => {
    const sender = await funded(1)
    const signature = await connection.sendTransaction(
      transfer(sender, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL),
      [sender],
      { skipPreflight: true },
    )
    const { value } = await connection.getSignatureStatus(signature)
    expect(value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5_000)
  })

  it('getFeeForMessage charges 5000 lamports per signature', async () => {
    const sender = Keypair.generate()
    const tx = transfer(sender, Keypair.generate().publicKey, 1)
    tx.feePayer = sender.publicKey
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5_000)
  })

  it('getSignaturesForAddress pages newest first with before and limit', async () => {
    const sender = await funded()
    const recipient = Keypair.generate().publicKey
    const sent: string[] = []
    for (const lamports of [1e6, 2e6, 3e6]) {
      sent.push(await sendAndConfirmTransaction(connection, transfer(sender, recipient, lamports), [sender]))
    }
    const first = await connection.getSignaturesForAddress(recipient, { limit: 2 })
    expect(first.map((entry) => entry.signature)).toEqual([sent[2], sent[1]])
    const second = await connection.getSignaturesForAddress(recipient, {
      limit: 2,
      before: first[1]!.signature,
    })
    expect(second.map((entry) => entry.signature)).toEqual([sent[0]])
    expect(second[0]?.blockTime).toEqual(expect.any(Number))
  })

  it('getMultipleAccountsInfo and getMinimumBalanceForRentExemption answer from the runtime', async () => {
    const keypair = await funded(1)
    const [known, unknown] = await connection.getMultipleAccountsInfo([
      keypair.publicKey,
      Keypair.generate().publicKey,
    ])
    expect(known?.lamports).toBe(LAMPORTS_PER_SOL)
    expect(known?.owner.toBase58()).toBe(SystemProgram.programId.toBase58())
    expect(unknown).toBeNull()
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('an expired blockhash is refused and isBlockhashValid turns false', async () => {
    // Its own chain: web3.js caches blockhashes, so expiring the shared one would break the other tests.
    const own = await startSolanaDevnet()
    const connection = new Connection(own.rpcUrl, { wsEndpoint: own.wsUrl })
    const sender = Keypair.generate()
    own.airdrop(sender.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    own.chain.expireBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    expect(await connection.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight)
    const tx = transfer(sender, Keypair.generate().publicKey, 1_000_000)
    tx.recentBlockhash = blockhash
    tx.feePayer = sender.publicKey
    tx.sign(sender)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow('Blockhash not found')
    await own.stop()
  })
})
