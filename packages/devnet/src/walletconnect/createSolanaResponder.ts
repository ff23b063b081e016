import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString } from '@wallet-standard/base'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '@walletport/core'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../solana/createSolanaTestWallet.js'
import {
  unsupportedChain,
  type WalletConnectRequest,
  type WalletConnectResponder,
} from './walletConnectResponder.js'

/** WalletConnect's Solana methods (https://docs.reown.com/advanced/multichain/rpc-reference/solana-rpc). */
export const walletConnectTestWalletSolanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

export type CreateSolanaResponderParameters = Pick<
  CreateSolanaTestWalletParameters,
  'keypair' | 'rpcUrl' | 'rpcUrls'
>

type Features = SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature

const invalidParams = (message: string) => ({ code: -32602, message: `Invalid params: ${message}` })

function stringParam(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null | undefined)?.[name]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

function bytesOf(decode: (text: string) => Uint8Array, text: string, name: string): Uint8Array {
  try {
    return decode(text)
  } catch {
    throw invalidParams(`${name} is not encoded as expected`)
  }
}

/**
 * The solana namespace of a WalletConnect test wallet: its chains are the keys of `rpcUrls` (CAIP-2 ids, e.g.
 * `solana:localnet`), its account the test wallet's key. Requests are answered by `createSolanaTestWallet`'s
 * Wallet Standard features (real ed25519 signatures; sends go to the chain's RPC), translated from and to
 * WalletConnect's encodings: messages and signatures in base58, transactions in base64.
 */
export function createSolanaResponder(
  parameters: CreateSolanaResponderParameters,
): WalletConnectResponder & { readonly wallet: SolanaTestWallet } {
  const wallet = createSolanaTestWallet({ ...parameters, authorized: true })
  const features = wallet.wallet.features as Features
  const account = () => wallet.wallet.accounts[0]!

  function checkSigner(params: unknown) {
    const pubkey = (params as { pubkey?: unknown } | null | undefined)?.pubkey
    if (pubkey !== undefined && pubkey !== wallet.address) {
      throw { code: 4100, message: `Account ${String(pubkey)} is not authorised` }
    }
  }

  async function signMessage(params: unknown) {
    checkSigner(params)
    const message = bytesOf(decodeBase58, stringParam(params, 'message'), 'message')
    const [output] = await features['solana:signMessage'].signMessage({ account: account(), message })
    return { signature: encodeBase58(output!.signature) }
  }

  async function signTransaction(params: unknown, chain: IdentifierString) {
    checkSigner(params)
    const transaction = bytesOf(decodeBase64, stringParam(params, 'transaction'), 'transaction')
    const [output] = await features['solana:signTransaction'].signTransaction({
      account: account(),
      transaction,
      chain,
    })
    const signed = output!.signedTransaction
    const decoded = VersionedTransaction.deserialize(signed)
    const index = decoded.message.staticAccountKeys.findIndex((key) => key.toBase58() === wallet.address)
    return { signature: encodeBase58(decoded.signatures[index]!), transaction: encodeBase64(signed) }
  }

  async function signAndSendTransaction(params: unknown, chain: IdentifierString) {
    checkSigner(params)
    const transaction = bytesOf(decodeBase64, stringParam(params, 'transaction'), 'transaction')
    const sendOptions = (params as { sendOptions?: SolanaSignAndSendTransactionOptions }).sendOptions
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account(),
      transaction,
      chain,
      ...(sendOptions && { options: sendOptions }),
    })
    return { signature: encodeBase58(output!.signature) }
  }

  return {
    namespace: 'solana',
    chains: wallet.wallet.chains,
    get address() {
      return wallet.address
    },
    methods: walletConnectTestWalletSolanaMethods,
    events: [],
    wallet,
    setBehavior(behavior) {
      wallet.setBehavior(behavior)
    },
    async answer({ chainId, method, params }: WalletConnectRequest) {
      if (!wallet.wallet.chains.includes(chainId as IdentifierString)) throw unsupportedChain(chainId)
      const chain = chainId as IdentifierString
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: wallet.address }]
        case 'solana_signMessage':
          return signMessage(params)
        case 'solana_signTransaction':
          return signTransaction(params, chain)
        case 'solana_signAndSendTransaction':
          return signAndSendTransaction(params, chain)
        default:
          throw { code: 4200, message: `Unsupported method ${method}` }
      }
    },
  }
}
