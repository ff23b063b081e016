import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import {
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  InvalidWalletResponseError,
} from '@walletport/core'
import { insertTransactionSignature } from './insertTransactionSignature.js'

/** WalletConnect's Solana JSON-RPC methods (https://docs.reown.com/advanced/multichain/rpc-reference/solana-rpc). */
export const solanaRpcMethods = {
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAndSendTransaction: 'solana_signAndSendTransaction',
} as const

export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

/** `solana_signMessage` params: the message bytes in base58 and the signer. */
export function toSignMessageParams(message: Uint8Array, pubkey: string) {
  return { message: encodeBase58(message), pubkey }
}

/** `solana_signTransaction` params: the serialized transaction in base64 (the deprecated instruction form is not sent). */
export function toSignTransactionParams(transaction: Uint8Array, pubkey: string) {
  return { transaction: encodeBase64(transaction), pubkey }
}

/** `solana_signAndSendTransaction` params; the Wallet Standard options that a send takes become `sendOptions`. */
export function toSignAndSendTransactionParams(
  transaction: Uint8Array,
  pubkey: string,
  options: SolanaSignAndSendTransactionOptions = {},
) {
  const sendOptions: SolanaSendOptions = {
    ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
    ...(options.preflightCommitment !== undefined && { preflightCommitment: options.preflightCommitment }),
    ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
    ...(options.minContextSlot !== undefined && { minContextSlot: options.minContextSlot }),
  }
  return { transaction: encodeBase64(transaction), pubkey, sendOptions }
}

function fieldOf(method: string, result: unknown, field: string): unknown {
  if (typeof result !== 'object' || result === null) {
    throw new InvalidWalletResponseError({
      method,
      details: `Expected an object, received ${result === null ? 'null' : typeof result}`,
    })
  }
  return (result as Record<string, unknown>)[field]
}

/** The 64 signature bytes of a `{ signature: base58 }` answer. */
export function readSignature(method: string, result: unknown): Uint8Array {
  const signature = fieldOf(method, result, 'signature')
  if (typeof signature !== 'string') {
    throw new InvalidWalletResponseError({ method, details: 'Expected a base58 signature string' })
  }
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(signature)
  } catch (cause) {
    throw new InvalidWalletResponseError({ method, details: 'The signature is not base58', cause })
  }
  if (bytes.length !== 64) {
    throw new InvalidWalletResponseError({
      method,
      details: `The signature has ${bytes.length} bytes, not 64`,
    })
  }
  return bytes
}

/**
 * The signed transaction of a `solana_signTransaction` answer: the wallet's own `transaction` (base64) when it
 * sent one (it may have changed the transaction, e.g. added a priority fee), else `wire` with the returned
 * signature put in the signer's slot.
 */
export function readSignedTransaction(result: unknown, wire: Uint8Array, signer: string): Uint8Array {
  const method = solanaRpcMethods.signTransaction
  const transaction = fieldOf(method, result, 'transaction')
  if (transaction !== undefined && transaction !== null) {
    if (typeof transaction !== 'string') {
      throw new InvalidWalletResponseError({ method, details: 'Expected a base64 transaction string' })
    }
    try {
      return decodeBase64(transaction)
    } catch (cause) {
      throw new InvalidWalletResponseError({ method, details: 'The transaction is not base64', cause })
    }
  }
  return insertTransactionSignature(wire, decodeBase58(signer), readSignature(method, result))
}
