import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import {
  assertAllowedRpcMethod,
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  FrameError,
  getRpcUrl,
  type Network,
  toProviderRpcError,
  UnauthorizedProviderError,
} from '@walletport/core'
import { requestJsonRpc } from '@walletport/core/adapter'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import { EMBEDDED_WALLET_ICON } from '../embeddedWalletIcon.js'
import type { FrameClient } from '../frame/createFrameClient.js'

export type EmbeddedSolanaFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export interface EmbeddedSolanaWallet extends Wallet {
  readonly features: EmbeddedSolanaFeatures
  rejectRpcRequests(): Promise<void>
  sessionEnded(): void
}

const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, so adapter-solana drives it like an installed
 * one. Signing goes to the frame; signAndSend has the frame sign and sends through the network's own RPC.
 */
export function createEmbeddedSolanaWallet({
  frame,
  auth,
  networks,
  onActionNotAllowed,
}: {
  frame: FrameClient
  auth: EmbeddedAuth
  networks: readonly Network[]
  onActionNotAllowed(method: string): void
}): EmbeddedSolanaWallet {
  const solanaNetworks = networks.filter((network) => network.chainNamespace === 'solana')
  const chains = solanaNetworks.map((network) => network.caipNetworkId as IdentifierString)
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  let account: WalletAccount | undefined

  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts, chains: wallet.chains })
  }
  const chainOf = (chain?: string) => chain ?? chains[0] ?? 'solana:mainnet'

  async function load(prompt: boolean) {
    if (!prompt && !(await auth.isConnected())) return
    const user = await auth.getUser({ chainId: chainOf() })
    const address = user.addresses.solana
    if (account?.address === address) return
    account = Object.freeze({ address, publicKey: decodeBase58(address), chains, features: ACCOUNT_FEATURES })
    emit()
  }

  async function sign(method: string, params: object, chain?: string): Promise<Record<string, unknown>> {
    try {
      assertAllowedRpcMethod(method)
    } catch (error) {
      onActionNotAllowed(method)
      throw error
    }
    if (!account) throw new UnauthorizedProviderError({ details: 'Sign in with email first' })
    try {
      const { result } = await frame.request('RPC_REQUEST', { method, params, chainId: chainOf(chain) })
      return result as Record<string, unknown>
    } catch (error) {
      throw error instanceof FrameError && error.code !== undefined ? toProviderRpcError(error) : error
    }
  }

  const assertOwn = (input: { account: WalletAccount }) => {
    if (input.account.address !== account?.address)
      throw new UnauthorizedProviderError({
        details: `${input.account.address} is not the embedded wallet's account`,
      })
  }

  async function signMessage(input: SolanaSignMessageInput) {
    assertOwn(input)
    const result = await sign('solana_signMessage', {
      message: encodeBase58(input.message),
      pubkey: input.account.address,
    })
    return {
      signedMessage: input.message,
      signature: decodeBase58(String(result.signature)),
      signatureType: 'ed25519' as const,
    }
  }

  async function signTransaction(input: SolanaSignTransactionInput) {
    assertOwn(input)
    const result = await sign(
      'solana_signTransaction',
      { transaction: encodeBase64(input.transaction) },
      input.chain,
    )
    return { signedTransaction: decodeBase64(String(result.transaction)) }
  }

  async function signAndSendTransaction(input: SolanaSignAndSendTransactionInput) {
    assertOwn(input)
    const result = await sign(
      'solana_signAndSendTransaction',
      { transaction: encodeBase64(input.transaction) },
      input.chain,
    )
    const network =
      solanaNetworks.find((candidate) => candidate.caipNetworkId === chainOf(input.chain)) ??
      solanaNetworks[0]
    if (!network)
      throw new UnauthorizedProviderError({ details: 'No Solana network to send the transaction on' })
    const url = getRpcUrl(network)
    const signature = await requestJsonRpc<string>(url, 'sendTransaction', [
      String(result.transaction),
      { encoding: 'base64', preflightCommitment: input.options?.preflightCommitment ?? 'confirmed' },
    ])
    return { signature: decodeBase58(signature) }
  }

  const each =
    <I, O>(run: (input: I) => Promise<O>) =>
    async (...inputs: readonly I[]): Promise<O[]> => {
      const outputs: O[] = []
      for (const input of inputs) outputs.push(await run(input))
      return outputs
    }

  const wallet: EmbeddedSolanaWallet = {
    version: '1.0.0',
    name: 'Email wallet',
    icon: EMBEDDED_WALLET_ICON,
    chains,
    get accounts() {
      return account ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          await load(!input?.silent)
          return { accounts: wallet.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await auth.signOut()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event, listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
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
    async rejectRpcRequests() {
      // The frame withdraws the confirmations still open (those requests reject with 4001); a request the user
      // already approved finishes.
      await frame.request('REJECT_RPC_REQUESTS', {}).catch(() => {})
    },
    sessionEnded() {
      if (!account) return
      account = undefined
      emit()
    },
  }
  return wallet
}
