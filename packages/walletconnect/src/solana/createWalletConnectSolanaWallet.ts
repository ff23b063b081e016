import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { decodeBase58, type Network, UnauthorizedProviderError } from '@walletport/core'
import type { SharedSession } from '../createNamespaceProvider.js'
import type { WalletConnectNamespaceProvider } from '../types.js'
import {
  readSignature,
  readSignedTransaction,
  solanaRpcMethods,
  toSignAndSendTransactionParams,
  toSignMessageParams,
  toSignTransactionParams,
} from './solanaRpc.js'
import { toSessionChain } from './toSessionChain.js'
import { walletConnectIcon } from './walletConnectIcon.js'

export type WalletConnectSolanaFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The Wallet Standard wallet the Solana adapter gets for the WalletConnect connector. */
export interface WalletConnectSolanaWallet extends Wallet {
  readonly features: WalletConnectSolanaFeatures
}

export interface CreateWalletConnectSolanaWalletParameters {
  /** The shared session: pairing, silent restore, deletion. */
  session: SharedSession
  /** The solana namespace provider: requests on the session, its 'accountsChanged' and 'disconnect' events. */
  provider: WalletConnectNamespaceProvider
  /** Every network the app requests; the solana ones are the wallet's chains until a session names its own. */
  networks: readonly Network[]
  name?: string | undefined
  /** The wallet's icon when it is a data URI (the Wallet Standard takes no other); a link glyph otherwise. */
  imageUrl?: string | undefined
}

const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies readonly IdentifierString[]

type ChangeListener = (properties: StandardEventsChangeProperties) => void

const isWalletIcon = (value: string | undefined): value is WalletIcon =>
  value !== undefined && /^data:image\/(svg\+xml|webp|png|gif);base64,/.test(value)

/**
 * WalletConnect's solana namespace as a Wallet Standard wallet, so the Solana adapter talks to it as to any
 * installed wallet: `standard:connect` pairs through the shared session (`silent: true` only restores a stored
 * one), `standard:disconnect` deletes the session, `standard:events` sends `change` when the session's solana
 * accounts change or the session ends, and the three Solana features are WalletConnect's `solana_signMessage`,
 * `solana_signTransaction` and `solana_signAndSendTransaction` requests.
 */
export function createWalletConnectSolanaWallet(
  parameters: CreateWalletConnectSolanaWalletParameters,
): WalletConnectSolanaWallet {
  const { session, provider } = parameters
  const requested = parameters.networks
    .filter((network) => network.chainNamespace === 'solana')
    .map((network) => network.caipNetworkId as IdentifierString)
  const listeners = new Set<ChangeListener>()
  const cache = new Map<string, WalletAccount>()
  let lastKey = ''

  /** Address → the session chains it is approved on, in the session's order. */
  function sessionAccounts(): Map<string, IdentifierString[]> {
    const byAddress = new Map<string, IdentifierString[]>()
    for (const account of session.getSession()?.accounts ?? []) {
      const [namespace, reference, address] = account.split(':')
      if (namespace !== 'solana' || !reference || !address) continue
      byAddress.set(address, [...(byAddress.get(address) ?? []), `solana:${reference}`])
    }
    return byAddress
  }

  function sessionChains(): IdentifierString[] {
    return [...new Set([...sessionAccounts().values()].flat())]
  }

  function accounts(): WalletAccount[] {
    return [...sessionAccounts()].map(([address, chains]) => {
      const key = `${address}@${chains.join(',')}`
      let account = cache.get(key)
      if (!account) {
        account = Object.freeze({
          address,
          publicKey: decodeBase58(address),
          chains: Object.freeze(chains),
          features: ACCOUNT_FEATURES,
        })
        cache.set(key, account)
      }
      return account
    })
  }

  function emit(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) listener(properties)
  }

  /** Sends `change` when the accounts differ from the last ones sent. */
  function notify() {
    const current = accounts()
    const key = current.map((account) => `${account.address}@${account.chains.join(',')}`).join(' ')
    if (key === lastKey) return
    lastKey = key
    emit({ accounts: current, chains: wallet.chains })
  }

  provider.on('accountsChanged', notify)
  // The session is gone (deleted by the wallet or expired): always tell, even if no account was sent before.
  provider.on('disconnect', () => {
    lastKey = ''
    emit({ accounts: [], chains: wallet.chains })
  })

  function addressOf(account: WalletAccount): string {
    if (!sessionAccounts().has(account.address)) {
      throw new UnauthorizedProviderError({
        details: `${account.address} is not an account of the WalletConnect session`,
      })
    }
    return account.address
  }

  function request(method: string, params: object, chain?: string): Promise<unknown> {
    return provider.request({ method, params }, toSessionChain(chain, sessionChains()))
  }

  async function signMessage(input: SolanaSignMessageInput) {
    const method = solanaRpcMethods.signMessage
    const result = await request(method, toSignMessageParams(input.message, addressOf(input.account)))
    return {
      signedMessage: input.message,
      signature: readSignature(method, result),
      signatureType: 'ed25519' as const,
    }
  }

  async function signTransaction(input: SolanaSignTransactionInput) {
    const address = addressOf(input.account)
    const result = await request(
      solanaRpcMethods.signTransaction,
      toSignTransactionParams(input.transaction, address),
      input.chain,
    )
    return { signedTransaction: readSignedTransaction(result, input.transaction, address) }
  }

  async function signAndSendTransaction(input: SolanaSignAndSendTransactionInput) {
    const method = solanaRpcMethods.signAndSendTransaction
    const params = toSignAndSendTransactionParams(input.transaction, addressOf(input.account), input.options)
    return { signature: readSignature(method, await request(method, params, input.chain)) }
  }

  /** Inputs one after the other: a wallet shows one prompt at a time. */
  const each =
    <I, O>(run: (input: I) => Promise<O>) =>
    async (...inputs: readonly I[]): Promise<O[]> => {
      const outputs: O[] = []
      for (const input of inputs) outputs.push(await run(input))
      return outputs
    }

  const wallet: WalletConnectSolanaWallet = {
    version: '1.0.0',
    name: parameters.name ?? 'WalletConnect',
    icon: isWalletIcon(parameters.imageUrl) ? parameters.imageUrl : walletConnectIcon,
    get chains() {
      const approved = sessionChains()
      return approved.length > 0 ? approved : requested
    },
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          if (input?.silent) await session.restore()
          else await session.connect('solana')
          notify()
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await session.disconnect()
          notify()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': { version: '1.1.0', signMessage: each(signMessage) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: each(signTransaction),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: each(signAndSendTransaction),
      },
    },
  }
  return wallet
}
