import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '@walletport/core'
import { type SolanaDevnet, startSolanaDevnet } from '../solana/startSolanaDevnet.js'
import { createSolanaResponder } from './createSolanaResponder.js'

const context = { emit: async () => {} }
let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet()
}, 30_000)
afterAll(() => devnet?.stop())

function setup() {
  const keypair = Keypair.generate()
  const responder = createSolanaResponder({ keypair, rpcUrl: devnet.rpcUrl })
  devnet.airdrop(responder.address, 1_000_000_000n)
  const answer = (method: string, params: unknown, chainId = 'solana:localnet') =>
    responder.answer({ chainId, method, params }, context)
  return { keypair, responder, answer }
}

function transfer(from: PublicKey, lamports: number): Transaction {
  const { blockhash } = devnet.chain.latestBlockhash()
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports }),
  )
}

describe('createSolanaResponder', () => {
  it('serves the chains of its RPC URLs with its key as the account', () => {
    const { responder, keypair } = setup()
    expect(responder.chains).toEqual(['solana:localnet'])
    expect(responder.address).toBe(keypair.publicKey.toBase58())
  })

  it('answers solana_signMessage with a base58 ed25519 signature of the base58 message', async () => {
    const { answer, responder } = setup()
    const message = Uint8Array.from([0, 1, 2, 250])
    const { signature } = (await answer('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: responder.address,
    })) as { signature: string }
    expect(ed25519.verify(decodeBase58(signature), message, decodeBase58(responder.address))).toBe(true)
  })

  it('answers solana_signTransaction with its signature and the signed transaction, which the node accepts', async () => {
    const { answer, responder, keypair } = setup()
    const tx = transfer(keypair.publicKey, 1_000_000)
    const result = (await answer('solana_signTransaction', {
      transaction: encodeBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false })),
    })) as { signature: string; transaction: string }
    const signed = Transaction.from(decodeBase64(result.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(encodeBase58(signed.signature!)).toBe(result.signature)
    expect(signed.feePayer?.toBase58()).toBe(responder.address)
    const hash = devnet.chain.send(decodeBase64(result.transaction))
    expect(hash).toBe(result.signature)
  })

  it('answers solana_signAndSendTransaction by sending a v0 transaction that lands on the node', async () => {
    const { answer, keypair } = setup()
    const recipient = Keypair.generate().publicKey
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: keypair.publicKey,
        recentBlockhash: devnet.chain.latestBlockhash().blockhash,
        instructions: [
          SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: recipient, lamports: 1_200_000 }),
        ],
      }).compileToV0Message(),
    )
    const { signature } = (await answer('solana_signAndSendTransaction', {
      transaction: encodeBase64(tx.serialize()),
      sendOptions: { preflightCommitment: 'confirmed' },
    })) as { signature: string }
    expect(devnet.chain.getTransaction(signature)).toMatchObject({ err: null })
    expect(devnet.chain.balanceOf(recipient.toBase58())).toBe(1_200_000n)
  })

  it('answers with 4001 once told to reject, and signs again once told to approve', async () => {
    const { answer, responder } = setup()
    const params = { message: encodeBase58(Uint8Array.from([1])), pubkey: responder.address }
    responder.setBehavior('reject')
    await expect(answer('solana_signMessage', params)).rejects.toMatchObject({ code: 4001 })
    responder.setBehavior('approve')
    await expect(answer('solana_signMessage', params)).resolves.toHaveProperty('signature')
  })

  it.each([
    ['another chain', 'solana_signMessage', {}, 'solana:devnet', 5100],
    [
      'another signer',
      'solana_signMessage',
      { message: '2', pubkey: new PublicKey(7).toBase58() },
      'solana:localnet',
      4100,
    ],
    ['a message that is not base58', 'solana_signMessage', { message: '0OIl' }, 'solana:localnet', -32602],
    [
      'a transaction that is not a string',
      'solana_signTransaction',
      { transaction: 1 },
      'solana:localnet',
      -32602,
    ],
    ['an unknown method', 'solana_signAllTransactions', {}, 'solana:localnet', 4200],
  ])('refuses %s', async (_, method, params, chainId, code) => {
    const { answer } = setup()
    await expect(answer(method, params, chainId)).rejects.toMatchObject({ code })
  })
})
