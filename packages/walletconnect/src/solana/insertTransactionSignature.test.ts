import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { InvalidSolanaTransactionError } from '../errors.js'
import { insertTransactionSignature, readCompactU16 } from './insertTransactionSignature.js'

const blockhash = Keypair.generate().publicKey.toBase58()
const [payer, cosigner] = [Keypair.generate(), Keypair.generate()]
const recipient = Keypair.generate().publicKey

const sign = (message: Uint8Array, signer: Keypair) => ed25519.sign(message, signer.secretKey.slice(0, 32))

/** A transfer paid by `payer` with a second transfer from `cosigner`: two required signers. */
function instructions(to: PublicKey = recipient) {
  return [
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1 }),
    SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: to, lamports: 2 }),
  ]
}

function unsignedLegacy() {
  return new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(...instructions())
}

function unsignedV0() {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: instructions(),
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

describe('insertTransactionSignature', () => {
  it("puts a signature in its signer's slot of a legacy transaction", () => {
    const tx = unsignedLegacy()
    const message = tx.serializeMessage()
    let wire: Uint8Array = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    wire = insertTransactionSignature(wire, cosigner.publicKey.toBytes(), sign(message, cosigner))
    expect(Transaction.from(wire).verifySignatures(false)).toBe(true)
    expect(Transaction.from(wire).verifySignatures(true)).toBe(false)
    wire = insertTransactionSignature(wire, payer.publicKey.toBytes(), sign(message, payer))
    const signed = Transaction.from(wire)
    expect(signed.verifySignatures(true)).toBe(true)
    expect(signed.signatures.map(({ publicKey }) => publicKey.toBase58())).toEqual([
      payer.publicKey.toBase58(),
      cosigner.publicKey.toBase58(),
    ])
  })

  it('skips the version byte of a v0 transaction', () => {
    const tx = unsignedV0()
    const message = tx.message.serialize()
    const wire = insertTransactionSignature(
      tx.serialize(),
      cosigner.publicKey.toBytes(),
      sign(message, cosigner),
    )
    const signed = VersionedTransaction.deserialize(wire)
    expect(signed.version).toBe(0)
    expect(signed.signatures[1]).toEqual(sign(message, cosigner))
    expect(signed.signatures[0]).toEqual(new Uint8Array(64))
    expect(ed25519.verify(signed.signatures[1]!, message, cosigner.publicKey.toBytes())).toBe(true)
  })

  it('leaves the input bytes untouched', () => {
    const wire = unsignedV0().serialize()
    const copy = wire.slice()
    insertTransactionSignature(wire, payer.publicKey.toBytes(), new Uint8Array(64).fill(7))
    expect(wire).toEqual(copy)
  })

  it('refuses an account that is in the transaction but not among its signers', () => {
    const wire = unsignedV0().serialize()
    expect(() => insertTransactionSignature(wire, recipient.toBytes(), new Uint8Array(64))).toThrow(
      new InvalidSolanaTransactionError({ details: 'the account is not among its signers' }),
    )
  })

  it('refuses a signature that is not 64 bytes', () => {
    const wire = unsignedV0().serialize()
    const attempt = () => insertTransactionSignature(wire, payer.publicKey.toBytes(), new Uint8Array(63))
    expect(attempt).toThrow(InvalidSolanaTransactionError)
    expect(attempt).toThrow('Invalid Solana transaction')
  })

  it.each([
    ['empty bytes', new Uint8Array(0)],
    ['signatures but no message', Uint8Array.from([1, ...new Uint8Array(64)])],
    [
      'a message cut inside its account keys',
      unsignedV0()
        .serialize()
        .slice(0, 1 + 128 + 1 + 3 + 1 + 40),
    ],
  ])('refuses %s', (_, wire) => {
    expect(() => insertTransactionSignature(wire, payer.publicKey.toBytes(), new Uint8Array(64))).toThrow(
      InvalidSolanaTransactionError,
    )
  })

  it('refuses a signature count that does not match the required signers', () => {
    const wire = unsignedV0().serialize()
    // One signature slot (the count byte says 1) in front of a message that requires two.
    const tampered = Uint8Array.from([1, ...wire.subarray(1 + 64)])
    expect(() => insertTransactionSignature(tampered, payer.publicKey.toBytes(), new Uint8Array(64))).toThrow(
      /Invalid Solana transaction/,
    )
  })
})

describe('readCompactU16', () => {
  it.each([
    [[0x00], 0, 1],
    [[0x7f], 127, 1],
    [[0x80, 0x01], 128, 2],
    [[0xff, 0x7f], 16383, 2],
    [[0x80, 0x80, 0x01], 16384, 3],
    [[0xff, 0xff, 0x03], 65535, 3],
  ])('reads %p as %p in %p bytes', (bytes, value, length) => {
    expect(readCompactU16(Uint8Array.from([9, ...bytes, 9]), 1)).toEqual({ value, length })
  })

  it('refuses a prefix cut short or longer than three bytes', () => {
    expect(() => readCompactU16(Uint8Array.from([0x80]), 0)).toThrow(InvalidSolanaTransactionError)
    expect(() => readCompactU16(Uint8Array.from([0x80, 0x80, 0x80, 0x01]), 0)).toThrow(
      InvalidSolanaTransactionError,
    )
  })
})
