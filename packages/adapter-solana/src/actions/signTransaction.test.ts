import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import {
  InvalidWalletResponseError,
  MethodNotSupportedError,
  UserRejectedRequestError,
} from '@walletport/core'
import { encodeBase58 } from '@walletport/core/adapter'
import { useSolanaFixture, withFeatures } from '../../test/solanaTestSetup.js'
import { getKitSigners } from '../kit/index.js'

const env = useSolanaFixture()
const [network] = env.networks

/** A System Program transfer as a kit instruction (kit itself has no program clients). */
function kitTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: '11111111111111111111111111111111' as Address,
    accounts: [
      { address: from as Address, role: AccountRole.WRITABLE_SIGNER },
      { address: to as Address, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

async function latest(adapter: Awaited<ReturnType<typeof env.connected>>['adapter']) {
  const { blockhash, lastValidBlockHeight } = await (
    await adapter.getConnection(network)
  ).getLatestBlockhash()
  return { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) }
}

async function kitTransaction(
  adapter: Awaited<ReturnType<typeof env.connected>>['adapter'],
  from: string,
  to: string,
) {
  const lifetime = await latest(adapter)
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(from as Address, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstruction(kitTransfer(from, to, 2_000_000n), message),
    ),
  )
}

const someone = () => Keypair.generate().publicKey.toBase58()

describe('signTransaction and signAllTransactions', () => {
  it('signs a web3.js legacy transaction without sending it; the app sends the signed one', async () => {
    const { adapter, wallet } = await env.connected()
    const connection = await adapter.getConnection(network)
    const recipient = someone()
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(wallet.address),
        toPubkey: new PublicKey(recipient),
        lamports: 1_000_000,
      }),
    )
    const signed = await adapter.signTransaction({ transaction })
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(await connection.getBalance(new PublicKey(recipient))).toBe(0)
    const hash = await connection.sendRawTransaction(signed.serialize())
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    expect(await connection.getBalance(new PublicKey(recipient))).toBe(1_000_000)
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signTransaction'])
  })

  it('signs a @solana/kit transaction and returns a kit transaction the RPC accepts', async () => {
    const { adapter, wallet } = await env.connected()
    const recipient = someone()
    const transaction = await kitTransaction(adapter, wallet.address, recipient)
    expect(transaction.signatures[wallet.address as Address]).toBeNull()
    const signed = await adapter.signTransaction({ transaction })
    const signature = signed.signatures[wallet.address as Address]
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(signed.messageBytes).toEqual(transaction.messageBytes)
    expect(signed.lifetimeConstraint).toEqual(transaction.lifetimeConstraint)
    const connection = await adapter.getConnection(network)
    const hash = await connection.sendEncodedTransaction(getBase64EncodedWireTransaction(signed))
    expect(hash).toBe(encodeBase58(signature!))
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    expect(await connection.getBalance(new PublicKey(recipient))).toBe(2_000_000)
  })

  it('signs a kit and a v0 web3.js transaction in one prompt, each returned in its own kind', async () => {
    const { adapter, wallet } = await env.connected()
    const kit = await kitTransaction(adapter, wallet.address, someone())
    const { blockhash } = await latest(adapter)
    const versioned = new VersionedTransaction(
      new TransactionMessage({
        payerKey: new PublicKey(wallet.address),
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: new PublicKey(wallet.address),
            toPubkey: Keypair.generate().publicKey,
            lamports: 1,
          }),
        ],
      }).compileToV0Message(),
    )
    const [signedKit, signedVersioned] = await adapter.signAllTransactions({ transactions: [kit, versioned] })
    expect(wallet.requests.filter((request) => request === 'solana:signTransaction')).toHaveLength(1)
    expect(signedKit).toHaveProperty('messageBytes')
    expect(signedVersioned).toBeInstanceOf(VersionedTransaction)
    expect((signedVersioned as VersionedTransaction).signatures[0]!.some((byte) => byte !== 0)).toBe(true)
    expect(await adapter.signAllTransactions({ transactions: [] })).toEqual([])
  })

  it('sends a @solana/kit transaction through sendTransaction and confirms it with its own lifetime', async () => {
    const { adapter, wallet } = await env.connected()
    const recipient = someone()
    const request = await kitTransaction(adapter, wallet.address, recipient)
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 0n, request })
    expect(await adapter.waitForTransaction({ hash, network })).toMatchObject({
      status: 'success',
      fee: 5_000n,
    })
    expect((await adapter.getBalance({ address: recipient, network })).value).toBe(2_000_000n)
  })

  it('hands out kit signers: a modifying one for signTransactionMessageWithSigners, a sending one that sends', async () => {
    const { adapter, wallet } = await env.connected()
    const { modifying, sending } = await getKitSigners(adapter)
    expect(modifying.address).toBe(wallet.address)
    const message = async (signer: typeof modifying | typeof sending, to: string) =>
      pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(signer, draft),
        async (draft) => setTransactionMessageLifetimeUsingBlockhash(await latest(adapter), draft),
        async (draft) =>
          appendTransactionMessageInstruction(kitTransfer(wallet.address, to, 3_000_000n), await draft),
      )
    const signed = await signTransactionMessageWithSigners(await message(modifying, someone()))
    expect(signed.signatures[wallet.address as Address]).toBeInstanceOf(Uint8Array)

    const recipient = someone()
    const signature = await signAndSendTransactionMessageWithSigners(await message(sending, recipient))
    const hash = encodeBase58(signature)
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    expect((await adapter.getBalance({ address: recipient, network })).value).toBe(3_000_000n)
  })

  it('a refusal is UserRejectedRequestError and nothing is returned', async () => {
    const { adapter, wallet } = await env.connected()
    wallet.setBehavior('reject')
    const transaction = await kitTransaction(adapter, wallet.address, someone())
    await expect(adapter.signTransaction({ transaction })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('a wallet answering fewer signed transactions than asked is InvalidWalletResponseError', async () => {
    const wrap = (wallet: Parameters<typeof withFeatures>[0]) =>
      withFeatures(wallet, {
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async () => [{ signedTransaction: 'garbage' }],
        },
      })
    const { adapter, wallet } = await env.connected({ wrap })
    const transaction = await kitTransaction(adapter, wallet.address, someone())
    const error = await adapter.signTransaction({ transaction }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as InvalidWalletResponseError).details).toContain('Expected: 1 signed transaction(s)')
  })

  it('a wallet without solana:signTransaction is MethodNotSupportedError; a non-transaction is a TypeError', async () => {
    const wrap = (wallet: Parameters<typeof withFeatures>[0]) =>
      withFeatures(wallet, { 'solana:signTransaction': undefined })
    const { adapter, wallet } = await env.connected({ wrap })
    const transaction = await kitTransaction(adapter, wallet.address, someone())
    await expect(adapter.signTransaction({ transaction })).rejects.toBeInstanceOf(MethodNotSupportedError)
    const plain = await env.connected()
    await expect(
      plain.adapter.signTransaction({ transaction: { serialize: () => new Uint8Array() } as never }),
    ).rejects.toThrow('Expected a web3.js Transaction or VersionedTransaction, or a @solana/kit Transaction')
  })

  it('needs a connected account', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.signTransaction({ transaction: new Transaction() })).rejects.toThrow(
      'No wallet is connected on solana',
    )
  })
})
