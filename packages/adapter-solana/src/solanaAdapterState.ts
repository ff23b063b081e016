import type { Commitment, Connection } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type Network, SOLANA_PREFLIGHT_COMMITMENTS } from '@walletport/core'
import {
  type AdapterState,
  createAdapterState,
  providerFromSources,
  resolveAdapterRpcUrl,
} from '@walletport/core/adapter'
import { InvalidCommitmentError } from './invalidCommitmentError.js'
import { loadWeb3 } from './loadWeb3.js'
import type { SolanaAdapterOptions } from './types.js'

export interface SolanaConnection {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  network: Network
  detach(): void
}

/** What the solana operations share: one per adapter instance, made by `createSolanaAdapter`. */
export interface SolanaAdapterState extends AdapterState<SolanaConnection, SolanaAdapterOptions> {
  /** The preflight commitment of sends, checked when the adapter is made. */
  readonly commitment: Commitment
  /** One web3.js Connection per network, made on first use. */
  readonly rpcConnections: Map<string, Promise<Connection>>
  /** Blockhash lifetimes of the transactions this adapter built, for `confirmTransaction`. */
  readonly lifetimes: Map<string, { blockhash: string; lastValidBlockHeight: number }>
}

function checkCommitment(commitment: unknown): string {
  // A hand check, not the zod schema: this runs when the page creates the adapter.
  if (!(SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(commitment)) {
    throw new InvalidCommitmentError({ commitment, allowed: SOLANA_PREFLIGHT_COMMITMENTS })
  }
  return commitment as string
}

export function createSolanaAdapterState(options: SolanaAdapterOptions): SolanaAdapterState {
  return {
    ...createAdapterState<SolanaConnection, SolanaAdapterOptions>('solana', options),
    commitment: checkCommitment(options.commitment ?? 'confirmed') as Commitment,
    rpcConnections: new Map(),
    lifetimes: new Map(),
  }
}

/** A web3.js Connection to `network`'s RPC (one per network, created on first use). */
export function getConnection(state: SolanaAdapterState, network: Network): Promise<Connection> {
  let connection = state.rpcConnections.get(network.caipNetworkId)
  if (!connection) {
    const url = resolveAdapterRpcUrl(network, state.options.rpc, state.context)
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    connection = Promise.all([loadWeb3(), import('./nodeFetch.js')]).then(
      ([{ Connection }, { fetchNode }]) =>
        new Connection(url, {
          commitment: 'confirmed',
          disableRetryOnRateLimit: true,
          fetch: (input, init) => fetchNode(input, { ...init, timeoutMs: state.options.requestTimeoutMs }),
          ...(wsEndpoint !== undefined && { wsEndpoint }),
        }),
    )
    state.rpcConnections.set(network.caipNetworkId, connection)
  }
  return connection
}

/** A discovered wallet, or the one a connector source hands over for its connector (created on demand). */
export async function walletOf(state: SolanaAdapterState, connectorId: string): Promise<Wallet | undefined> {
  const connector = state.connectors.find((candidate) => candidate.id === connectorId)
  if (connector?.provider) return connector.provider as Wallet
  return providerFromSources(state.options.connectors, connectorId)
}
