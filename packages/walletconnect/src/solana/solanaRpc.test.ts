import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import {
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  InvalidWalletResponseError,
} from '@walletport/core'
import { InvalidSolanaTransactionError } from '../errors.js'
import {
  readSignature,
  readSignedTransaction,
  toSignAndSendTransactionParams,
  toSignMessageParams,
  toSignTransactionParams,
} from './solanaRpc.js'

const signer = Keypair.generate()
const pubkey = signer.publicKey.toBase58()

function unsignedTransfer() {
  const message = new TransactionMessage({
    payerKey: signer.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: [
      SystemProgram.transfer({
        fromPubkey: signer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

describe('request params', () => {
  it('writes a message in base58, leading zero bytes as leading ones', () => {
    const message = Uint8Array.from([0, 0, 1, 2, 255])
    const params = toSignMessageParams(message, pubkey)
    expect(params).toEqual({ message: encodeBase58(message), pubkey })
    expect(params.message.startsWith('11')).toBe(true)
    expect(decodeBase58(params.message)).toEqual(message)
  })

  it('writes an empty message as an empty string', () => {
    expect(toSignMessageParams(new Uint8Array(0), pubkey).message).toBe('')
  })

  it('writes a transaction in padded base64', () => {
    const wire = unsignedTransfer().serialize()
    const params = toSignTransactionParams(wire, pubkey)
    expect(params).toEqual({ transaction: encodeBase64(wire), pubkey })
    expect(decodeBase64(params.transaction)).toEqual(wire)
  })

  it('passes the send options a node takes and drops the rest', () => {
    const wire = unsignedTransfer().serialize()
    expect(
      toSignAndSendTransactionParams(wire, pubkey, {
        preflightCommitment: 'processed',
        skipPreflight: true,
        maxRetries: 0,
        minContextSlot: 12,
        commitment: 'finalized',
      }).sendOptions,
    ).toEqual({ preflightCommitment: 'processed', skipPreflight: true, maxRetries: 0, minContextSlot: 12 })
    expect(toSignAndSendTransactionParams(wire, pubkey).sendOptions).toEqual({})
  })
})

describe('readSignature', () => {
  const signature = ed25519.sign(Uint8Array.from([1, 2, 3]), signer.secretKey.slice(0, 32))

  it('decodes a base58 signature of 64 bytes', () => {
    expect(readSignature('solana_signMessage', { signature: encodeBase58(signature) })).toEqual(signature)
  })

  it.each([
    ['a string instead of an object', 'abc', 'Expected an object, received string'],
    ['null', null, 'Expected an object, received null'],
    ['no signature', {}, 'Expected a base58 signature string'],
    ['a signature that is not base58', { signature: '0OIl' }, 'The signature is not base58'],
    [
      'a signature of 63 bytes',
      { signature: encodeBase58(new Uint8Array(63).fill(1)) },
      'The signature has 63 bytes, not 64',
    ],
  ])('refuses %s, naming the method', (_, result, details) => {
    const error = (() => {
      try {
        readSignature('solana_signMessage', result)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as InvalidWalletResponseError).message).toBe(
      "The wallet's answer to solana_signMessage is malformed",
    )
    expect((error as InvalidWalletResponseError).details).toBe(details)
  })
})

describe('readSignedTransaction', () => {
  it("takes the wallet's own transaction when it sends one", () => {
    const unsigned = unsignedTransfer()
    const signed = unsignedTransfer()
    signed.sign([signer])
    const result = {
      signature: encodeBase58(signed.signatures[0]!),
      transaction: encodeBase64(signed.serialize()),
    }
    expect(readSignedTransaction(result, unsigned.serialize(), pubkey)).toEqual(signed.serialize())
  })

  it('puts the signature into the transaction when the wallet sends only a signature', () => {
    const tx = unsignedTransfer()
    const signature = ed25519.sign(tx.message.serialize(), signer.secretKey.slice(0, 32))
    for (const result of [
      { signature: encodeBase58(signature) },
      { signature: encodeBase58(signature), transaction: null },
    ]) {
      const wire = readSignedTransaction(result, tx.serialize(), pubkey)
      const signed = VersionedTransaction.deserialize(wire)
      expect(signed.signatures[0]).toEqual(signature)
      expect(
        ed25519.verify(signed.signatures[0]!, signed.message.serialize(), signer.publicKey.toBytes()),
      ).toBe(true)
    }
  })

  it('refuses a transaction that is not base64', () => {
    const wire = unsignedTransfer().serialize()
    expect(() => readSignedTransaction({ signature: 'x', transaction: 'not base64!' }, wire, pubkey)).toThrow(
      InvalidWalletResponseError,
    )
    expect(() => readSignedTransaction({ transaction: 42 }, wire, pubkey)).toThrow(InvalidWalletResponseError)
  })

  it('refuses a signature for another signer than the transaction has', () => {
    const wire = unsignedTransfer().serialize()
    const other = Keypair.generate().publicKey.toBase58()
    expect(() =>
      readSignedTransaction({ signature: encodeBase58(new Uint8Array(64).fill(3)) }, wire, other),
    ).toThrow(InvalidSolanaTransactionError)
  })
})
