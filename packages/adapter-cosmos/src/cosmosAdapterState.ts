import type { Registry } from '@cosmjs/proto-signing'
import type { AminoTypes, SigningStargateClient } from '@cosmjs/stargate'
import type { CometClient } from '@cosmjs/tendermint-rpc'
import type { Account, Network } from '@walletport/core'
import {
  type AdapterState,
  createAdapterState,
  findAdapterNetwork,
  providerFromSources,
  resolveAdapterRpcUrl,
} from '@walletport/core/adapter'
import { loadCosmjs } from './loadCosmjs.js'
import type { CosmosAdapterOptions, CosmosWindow, KeplrLikeProvider } from './types.js'

export interface CosmosConnection {
  connectorId: string
  provider: KeplrLikeProvider
  network: Network
  accounts: readonly Account[]
  /** Chains this session enabled: disconnect revokes them. */
  enabled: Set<string>
  detach(): void
}

/** A signing client `getSigningClient` made, and what it was made for. */
export interface KeptSigningClient {
  connection: CosmosConnection
  address: string
  caipNetworkId: string
  registry: Registry | undefined
  aminoTypes: AminoTypes | undefined
  signMode: 'auto' | 'amino'
  client: Promise<SigningStargateClient>
}

/** What the cosmos operations share: one per adapter instance, made by `createCosmosAdapter`. */
export interface CosmosAdapterState extends AdapterState<CosmosConnection, CosmosAdapterOptions> {
  /** One CometBFT client per node URL, made on first use. */
  readonly comets: Map<string, Promise<CometClient>>
  /** `getSigningClient`'s clients; emptied when the account or network changes or the wallet disconnects. */
  readonly signingClients: KeptSigningClient[]
  /** The page the injected wallets live on (`options.window`, else the page's window). */
  target: CosmosWindow | undefined
  /** Re-reads the injected wallets; set by `init`. */
  rescan: () => void
}

export function createCosmosAdapterState(options: CosmosAdapterOptions): CosmosAdapterState {
  const state: CosmosAdapterState = {
    ...createAdapterState<CosmosConnection, CosmosAdapterOptions>('cosmos', options),
    comets: new Map(),
    signingClients: [],
    target: undefined,
    rescan: () => {},
  }
  const dropSigningClients = () => {
    state.signingClients.length = 0
  }
  state.emitter.on('accountsChanged', dropSigningClients)
  state.emitter.on('networkChanged', dropSigningClients)
  state.emitter.on('disconnected', dropSigningClients)
  return state
}

/** The adapter's own network with `network`'s id ('Chain is not supported' otherwise). */
export function adapterNetwork(state: CosmosAdapterState, network: Network): Network {
  return findAdapterNetwork(state.networks, network)
}

/** The CometBFT client of `network`'s node; cosmjs is imported on the first call. */
export function cometFor(state: CosmosAdapterState, network: Network): Promise<CometClient> {
  const url = resolveAdapterRpcUrl(network, undefined, state.context)
  let comet = state.comets.get(url)
  if (!comet) {
    // Imported with cosmjs: the node client stays out of the page's first chunk.
    comet = Promise.all([loadCosmjs(), import('./connectCometOverFetch.js')]).then(
      ([cosmjs, { connectCometOverFetch }]) =>
        connectCometOverFetch(cosmjs, url, state.options.requestTimeoutMs),
    )
    state.comets.set(url, comet)
    comet.catch(() => state.comets.delete(url))
  }
  return comet
}

/** An injected wallet's provider (the page is read again for an id not yet seen), or a connector source's. */
export async function providerOf(
  state: CosmosAdapterState,
  connectorId: string,
): Promise<KeplrLikeProvider | undefined> {
  if (!state.connectors.some((connector) => connector.id === connectorId)) state.rescan()
  const injected = state.connectors.find((connector) => connector.id === connectorId)?.provider
  if (injected) return injected as KeplrLikeProvider
  return providerFromSources(state.options.connectors, connectorId)
}
