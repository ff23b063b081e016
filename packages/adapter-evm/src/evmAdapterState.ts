import type { Account, Identity, Network } from '@walletport/core'
import {
  type AdapterState,
  createAdapterState,
  providerFromSources,
  resolveAdapterRpcUrl,
} from '@walletport/core/adapter'
import type { NodeRequest } from './buildEvmTransaction.js'
import type { Eip1193Provider, EvmAdapterOptions } from './types.js'

export interface EvmConnection {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly Account[]
  detach(): void
}

/** What the eip155 operations share: one per adapter instance, made by `createEvmAdapter`. */
export interface EvmAdapterState extends AdapterState<EvmConnection, EvmAdapterOptions> {
  /** ENS answers by ENS chain and address, kept 5 minutes. */
  readonly identities: Map<string, { expires: number; identity: Promise<Identity> }>
  /** Batches sent call by call for a wallet without EIP-5792, by the id sendCalls returned (this page only). */
  readonly sequentialCalls: Map<string, SequentialCalls>
}

/** A batch sent call by call: what `getCallsStatus` reports from the node. */
export interface SequentialCalls {
  network: Network
  count: number
  /** Hashes of the calls sent so far, in order. */
  hashes: string[]
  /** The call that failed (reverted, refused or declined); none sent after it. */
  failedAt?: number
  /** Every call sent, or one failed: nothing more will be sent. */
  settled: boolean
}

export function createEvmAdapterState(options: EvmAdapterOptions): EvmAdapterState {
  return {
    ...createAdapterState<EvmConnection, EvmAdapterOptions>('eip155', options),
    identities: new Map(),
    sequentialCalls: new Map(),
  }
}

export function rpcUrlOf(state: EvmAdapterState, network: Network): string {
  return resolveAdapterRpcUrl(network, state.options.rpc, state.context)
}

/** JSON-RPC calls to `network`'s node (never through the wallet). */
export function nodeRequest(state: EvmAdapterState, network: Network): NodeRequest {
  const url = rpcUrlOf(state, network)
  return async <T>(method: string, params?: readonly unknown[]) => {
    const { requestJsonRpc } = await import('./nodeJsonRpc.js')
    return requestJsonRpc<T>(url, method, params, { timeoutMs: state.options.requestTimeoutMs })
  }
}

/** A discovered wallet's provider, or the one a connector source hands over for its connector. */
export async function providerOf(
  state: EvmAdapterState,
  connectorId: string,
): Promise<Eip1193Provider | undefined> {
  const connector = state.connectors.find((candidate) => candidate.id === connectorId)
  if (connector?.provider) return connector.provider as Eip1193Provider
  return providerFromSources(state.options.connectors, connectorId)
}
