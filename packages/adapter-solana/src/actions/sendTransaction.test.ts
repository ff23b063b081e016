import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { isUserRejection, MethodNotSupportedError, UserRejectedRequestError } from '@walletport/core'
import { useSolanaFixture, withFeatures } from '../../test/solanaTestSetup.js'
import { BlockhashExpiredError, InsufficientFundsError, TransactionSimulationError } from '../errors.js'

const env = useSolanaFixture()
const [network] = env.networks
const someone = () => Keypair.generate().publicKey.toBase58()

describe('sendTransaction', () => {
  it('maps a transaction the user rejects to UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.connected()
    wallet.setBehavior('reject')
    const error = await adapter
      .sendTransaction({ network, to: someone(), value: 1_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('sends an app-built v0 transaction and confirms it', async () => {
    const { adapter, wallet } = await env.connected()
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
    const { adapter, wallet } = await env.connected()
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
    const { adapter } = await env.connected()
    const error = await adapter
      .sendTransaction({ network, to: someone(), value: 50_000_000_000n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as InsufficientFundsError).logs.join('\n')).toContain('Transfer: insufficient lamports')
  })

  it('reports a transaction whose blockhash expired', async () => {
    const { adapter, wallet } = await env.connected()
    const connection = await adapter.getConnection(network)
    const { blockhash } = await connection.getLatestBlockhash()
    env.fixture.devnets[0].chain.expireBlockhash()
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
    const wrap = (wallet: Parameters<typeof withFeatures>[0]) =>
      withFeatures(wallet, { 'solana:signAndSendTransaction': undefined })
    const { adapter, wallet } = await env.connected({ wrap })
    const recipient = someone()
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 1_500_000n })
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signTransaction'])
    expect((await adapter.getBalance({ address: recipient, network })).formatted).toBe('0.0015')
  })

  it('a wallet that can sign no transaction at all is MethodNotSupportedError, the rule for a missing capability', async () => {
    const wrap = (wallet: Parameters<typeof withFeatures>[0]) =>
      withFeatures(wallet, { 'solana:signAndSendTransaction': undefined })
    const { adapter } = await env.setup({ wrap })
    const [connector] = adapter.getConnectors()
    await adapter.connect({ connectorId: connector!.id, network })
    const provider = adapter.getProvider()!
    delete (provider.features as Record<string, unknown>)['solana:signTransaction']
    await expect(adapter.sendTransaction({ network, to: someone(), value: 1n })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
  })

  it('needs a connected wallet', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.sendTransaction({ network, to: someone(), value: 1n })).rejects.toThrow(
      'No wallet is connected on solana',
    )
  })
})
