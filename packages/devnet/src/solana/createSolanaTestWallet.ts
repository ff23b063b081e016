import { ed25519 } from '@noble/curves/ed25519.js'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsChangeProperties } from '@wallet-standard/features'
import { formatSignInMessage } from './formatSignInMessage.js'
import { solanaTestWalletIcon } from './solanaTestWalletIcon.js'

export type SolanaTestWalletBehavior = 'approve' | 'reject' | 'stall'

export interface CreateSolanaTestWalletParameters {
  /** The signing key; a fresh one when omitted. */
  keypair?: Keypair
  /** RPC of `solana:localnet`; shorthand for `rpcUrls: { 'solana:localnet': rpcUrl }`. */
  rpcUrl?: string
  /** RPC per Wallet Standard chain the wallet serves (`solana:localnet`, `solana:devnet`…). */
  rpcUrls?: Readonly<Record<string, string>>
  /** How prompts are answered at first; default 'approve'. */
  behavior?: SolanaTestWalletBehavior
  /** Whether the site is already authorised, so a silent connect returns the account. */
  authorized?: boolean
  name?: string
  /** With 'stall', reject with 4001 after this long instead of waiting for `release`. */
  stallTimeoutMs?: number
}

export interface SolanaTestWallet {
  /** The Wallet Standard wallet to register (see `registerStandardWallet`). */
  readonly wallet: Wallet
  readonly address: string
  readonly keypair: Keypair
  readonly isAuthorized: boolean
  /** Prompt methods called so far ('standard:connect', 'solana:signMessage'…). */
  readonly requests: readonly string[]
  readonly pendingCount: number
  setBehavior(behavior: SolanaTestWalletBehavior): void
  /** Settles every stalled prompt: approves it, or rejects it with 4001. */
  release(outcome?: 'approve' | 'reject'): void
  /** The user picks another account in the wallet: `change` with it when the site is authorised. */
  switchAccount(keypair: Keypair): void
  /** The wallet revokes the site on its own: `change` with no accounts. */
  revoke(): void
  /**
   * Emits `change` with `properties` exactly as given, whatever the wallet's state: a faulty or hostile wallet's
   * event (accounts that are no addresses…), for tests of what a dapp does with one.
   */
  emitChange(properties: StandardEventsChangeProperties): void
}

/** What wallets throw when the user declines (Phantom's shape: an Error with code 4001). */
export class SolanaWalletRejectionError extends Error {
  override name = 'SolanaWalletRejectionError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

const SOLANA_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signIn',
] as const

type ChangeListener = (properties: StandardEventsChangeProperties) => void

async function sendRaw(
  rpcUrl: string,
  wire: Uint8Array,
  options: SolanaSignAndSendTransactionInput['options'],
) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [
        btoa(String.fromCharCode(...wire)),
        {
          encoding: 'base64',
          skipPreflight: options?.skipPreflight ?? false,
          preflightCommitment: options?.preflightCommitment ?? 'confirmed',
          ...(options?.maxRetries !== undefined && { maxRetries: options.maxRetries }),
        },
      ],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
  if (body.error)
    throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error })
  return body.result as string
}

/**
 * A Wallet Standard Solana wallet for tests and the playground. It holds a real ed25519 key, signs messages
 * and transactions (legacy and v0) with it, sends through the chain's RPC, and answers prompts as told. It uses
 * no Node built-ins, so it also runs in a page.
 */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters = {}): SolanaTestWallet {
  const rpcUrls: Record<string, string> = {
    ...(parameters.rpcUrl !== undefined && { 'solana:localnet': parameters.rpcUrl }),
    ...parameters.rpcUrls,
  }
  const chains = Object.keys(rpcUrls) as IdentifierString[]
  if (chains.length === 0) throw new Error('createSolanaTestWallet needs rpcUrl or rpcUrls')
  let keypair = parameters.keypair ?? Keypair.generate()
  let behavior: SolanaTestWalletBehavior = parameters.behavior ?? 'approve'
  let authorized = parameters.authorized ?? false
  const requests: string[] = []
  const stalled = new Set<{ approve(): void; reject(): void }>()
  const listeners = new Set<ChangeListener>()

  function accountOf(key: Keypair): WalletAccount {
    return Object.freeze({
      address: key.publicKey.toBase58(),
      publicKey: key.publicKey.toBytes(),
      chains,
      features: SOLANA_FEATURES,
    })
  }
  let account = accountOf(keypair)

  function emit(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) listener(properties)
  }

  /** Runs `approved` when the user approves, per `behavior`. */
  function prompt<T>(method: string, approved: () => T | Promise<T>): Promise<T> {
    requests.push(method)
    if (behavior === 'approve') return Promise.resolve().then(approved)
    if (behavior === 'reject') return Promise.reject(new SolanaWalletRejectionError())
    return new Promise<void>((resolve, reject) => {
      const entry = {
        approve: () => {
          clearTimeout(timer)
          stalled.delete(entry)
          resolve()
        },
        reject: () => {
          clearTimeout(timer)
          stalled.delete(entry)
          reject(new SolanaWalletRejectionError())
        },
      }
      const timer =
        parameters.stallTimeoutMs === undefined
          ? undefined
          : setTimeout(entry.reject, parameters.stallTimeoutMs)
      stalled.add(entry)
    }).then(approved)
  }

  function signerFor(input: { account: WalletAccount }): Keypair {
    if (!authorized || input.account.address !== account.address) {
      throw Object.assign(new Error(`Account ${input.account.address} is not authorised`), { code: 4100 })
    }
    return keypair
  }

  function signWire(input: SolanaSignTransactionInput): Uint8Array {
    const signer = signerFor(input)
    const tx = VersionedTransaction.deserialize(input.transaction)
    tx.sign([signer])
    return tx.serialize()
  }

  function rpcFor(chain: IdentifierString | undefined): string {
    const url = rpcUrls[chain ?? chains[0]!]
    if (!url) throw new Error(`The wallet does not serve chain ${String(chain)}`)
    return url
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'WalletPort Test Wallet',
    icon: solanaTestWalletIcon,
    chains,
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: StandardConnectInput) {
          if (authorized) return { accounts: [account] }
          if (input?.silent) return { accounts: [] }
          return prompt('standard:connect', () => {
            authorized = true
            emit({ accounts: [account] })
            return { accounts: [account] }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (!authorized) return
          authorized = false
          emit({ accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: SolanaSignMessageInput[]) =>
          prompt('solana:signMessage', (): SolanaSignMessageOutput[] =>
            inputs.map((input) => ({
              signedMessage: input.message,
              signature: ed25519.sign(input.message, signerFor(input).secretKey.slice(0, 32)),
              signatureType: 'ed25519',
            })),
          ),
      },
      'solana:signIn': {
        version: '1.0.0',
        signIn: (...inputs: SolanaSignInInput[]) =>
          prompt('solana:signIn', (): SolanaSignInOutput[] => {
            const outputs = inputs.map((input): SolanaSignInOutput => {
              if (input.address !== undefined && input.address !== account.address) {
                throw Object.assign(new Error(`Account ${input.address} is not this wallet's`), {
                  code: 4100,
                })
              }
              const signedMessage = new TextEncoder().encode(
                formatSignInMessage({ ...input, address: account.address }),
              )
              return {
                account,
                signedMessage,
                signature: ed25519.sign(signedMessage, keypair.secretKey.slice(0, 32)),
                signatureType: 'ed25519',
              }
            })
            // Signing in connects (SIWS): the site is authorised, as after standard:connect.
            if (!authorized) {
              authorized = true
              emit({ accounts: [account] })
            }
            return outputs
          }),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: SolanaSignTransactionInput[]) =>
          prompt('solana:signTransaction', (): SolanaSignTransactionOutput[] =>
            inputs.map((input) => ({ signedTransaction: signWire(input) })),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) =>
          prompt('solana:signAndSendTransaction', async (): Promise<SolanaSignAndSendTransactionOutput[]> => {
            const outputs: SolanaSignAndSendTransactionOutput[] = []
            for (const input of inputs) {
              const wire = signWire(input)
              await sendRaw(rpcFor(input.chain), wire, input.options)
              outputs.push({ signature: VersionedTransaction.deserialize(wire).signatures[0]! })
            }
            return outputs
          }),
      },
    },
  }

  return {
    wallet,
    get address() {
      return account.address
    },
    get keypair() {
      return keypair
    },
    get isAuthorized() {
      return authorized
    },
    requests,
    get pendingCount() {
      return stalled.size
    },
    setBehavior(next) {
      behavior = next
    },
    release(outcome = 'approve') {
      for (const entry of [...stalled]) entry[outcome]()
    },
    switchAccount(next) {
      keypair = next
      account = accountOf(next)
      if (authorized) emit({ accounts: [account] })
    },
    revoke() {
      authorized = false
      emit({ accounts: [] })
    },
    emitChange: emit,
  }
}
