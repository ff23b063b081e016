import type { AppMetadata, CaipNetworkId, ChainNamespace, Connector, Network } from '@walletport/core'
import type { WalletConnectBitcoinClient } from './bip122/createWalletConnectBitcoinClient.js'
import type { WalletConnectCosmosWallet } from './cosmos/createWalletConnectCosmosWallet.js'
import type { NamespaceRequest } from './namespaceDefaults.js'
import type { WalletConnectAuthenticateParameters, WalletConnectAuthentication } from './pairOnce.js'
import type { WalletConnectPolkadotExtension } from './polkadot/createWalletConnectPolkadotExtension.js'
import type { WalletConnectSolanaWallet } from './solana/createWalletConnectSolanaWallet.js'

/** The key-value store the WalletConnect clients persist pairings and sessions in (their IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface WalletConnectConnectorOptions {
  /** Every network the app requests (all adapters'): the session proposal asks for all of them. */
  networks: readonly Network[]
  metadata: AppMetadata
  /** Needed by the hosted relay only; a self-hosted relay decides itself. */
  projectId?: string
  /** Self-hosted relay (`wss://…`); WalletConnect's hosted relay when unset. */
  relayUrl?: string
  /** RPC URL per CAIP-2 id for requests the wallet does not answer; the networks' own URLs otherwise. */
  rpcMap?: Readonly<Partial<Record<CaipNetworkId, string>>>
  /** More methods or events to ask for, per namespace. */
  namespaces?: Readonly<Record<string, Partial<NamespaceRequest>>>
  /** WalletConnect's analytics events. Default false. */
  telemetryEnabled?: boolean
  /** WalletConnect's own log level ('silent' by default: its errors reach the app as WalletPort errors). */
  logger?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** WalletConnect Verify (attestation lookups at verify.walletconnect.org). Default false. */
  verify?: boolean
  /** Where the clients keep pairings and sessions; their default (IndexedDB in browsers, memory in Node). */
  storage?: WalletConnectStorage
  /** Key prefix in that storage; distinct per client sharing one process. Default 'walletport'. */
  storagePrefix?: string
  /** Name and icon of the connector entry. */
  name?: string
  imageUrl?: string
}

export interface WalletConnectSession {
  topic: string
  /** CAIP-10 accounts approved by the wallet, all namespaces. */
  accounts: readonly string[]
  /** Namespaces the wallet approved. */
  namespaces: readonly ChainNamespace[]
  peer: { name: string; url: string; icons: readonly string[] }
  /** Unix seconds. */
  expiry: number
}

export interface WalletConnectEvents {
  /** A pairing URI to show (QR code, copy, deep link); a fresh one replaces an expired one. */
  uri: string
  session: WalletConnectSession
  /** The session ended: deleted by the wallet, expired, or disconnected here. */
  disconnect: { reason: string }
}

export type ProviderListener = (...args: unknown[]) => void

/** EIP-1193 on eip155; the same request/on shape for other namespaces (method names per namespace). */
export interface WalletConnectNamespaceProvider {
  readonly namespace: ChainNamespace
  readonly isWalletConnect: true
  /** `caipNetworkId` picks the chain; the namespace's current chain otherwise. */
  request(
    args: { method: string; params?: readonly unknown[] | object },
    caipNetworkId?: string,
  ): Promise<unknown>
  /** Pairs when there is no session; the namespace's addresses on its current chain. */
  connect(): Promise<string[]>
  /** Addresses of the current session on this namespace (empty without one). */
  getAccounts(): string[]
  on(event: string, listener: ProviderListener): WalletConnectNamespaceProvider
  removeListener(event: string, listener: ProviderListener): WalletConnectNamespaceProvider
}

/** What an adapter takes as an extra connector source (adapter-evm's `EvmConnectorSource` shape). */
export interface WalletConnectConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<WalletConnectNamespaceProvider>
}

/** adapter-solana's `SolanaConnectorSource` shape: the provider is a Wallet Standard wallet. */
export interface WalletConnectSolanaConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<WalletConnectSolanaWallet>
}

/** adapter-cosmos's `CosmosConnectorSource` shape: the provider is Keplr-style. */
export interface WalletConnectCosmosConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<WalletConnectCosmosWallet>
}

/** adapter-bitcoin's `BitcoinConnectorSource` shape: the provider is its `BitcoinWalletClient`. */
export interface WalletConnectBitcoinConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<WalletConnectBitcoinClient>
}

/** adapter-polkadot's `PolkadotConnectorSource` shape: the provider is an injectedWeb3-style extension. */
export interface WalletConnectPolkadotConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<WalletConnectPolkadotExtension>
}

/**
 * The source `forNamespace` gives: a Wallet Standard wallet on solana, a Keplr-style wallet on cosmos, a Bitcoin
 * wallet client on bip122, the request/on provider elsewhere.
 */
export type WalletConnectSourceOf<N extends ChainNamespace> = N extends 'solana'
  ? WalletConnectSolanaConnectorSource
  : N extends 'cosmos'
    ? WalletConnectCosmosConnectorSource
    : N extends 'bip122'
      ? WalletConnectBitcoinConnectorSource
      : N extends 'polkadot'
        ? WalletConnectPolkadotConnectorSource
        : WalletConnectConnectorSource

export interface WalletConnectConnector {
  readonly id: 'walletConnect'
  /** The WALLET_CONNECT connector entry an adapter of `namespace` lists. */
  connector(namespace: ChainNamespace): Connector
  /**
   * For `createEvmAdapter({ connectors: [walletConnect.forNamespace('eip155')] })`,
   * `createSolanaAdapter({ connectors: [walletConnect.forNamespace('solana')] })`,
   * `createCosmosAdapter({ connectors: [walletConnect.forNamespace('cosmos')] })`,
   * `createBitcoinAdapter({ connectors: [walletConnect.forNamespace('bip122')] })`,
   * `createPolkadotAdapter({ connectors: [walletConnect.forNamespace('polkadot')] })`.
   */
  forNamespace<N extends ChainNamespace>(namespace: N): WalletConnectSourceOf<N>
  provider(namespace: ChainNamespace): WalletConnectNamespaceProvider
  /** Pairs (showing URIs through the 'uri' event) until the wallet approves; resolves at once with a session. */
  connect(): Promise<WalletConnectSession>
  /**
   * Pairs with one-click auth (eip155 only): the wallet signs in (CAIP-122) and approves the session in one step.
   * Resolves at once with the stored session and no sign-ins when there is one. See `connectWalletConnect`.
   */
  authenticate(parameters: WalletConnectAuthenticateParameters): Promise<WalletConnectAuthentication>
  /** The stored session, loading the WalletConnect client if needed; never prompts. */
  restore(): Promise<WalletConnectSession | undefined>
  /** Deletes the session on the relay (the wallet is told) and forgets it. */
  disconnect(): Promise<void>
  getSession(): WalletConnectSession | undefined
  /** The last pairing URI of a pending connect. */
  getUri(): string | undefined
  /**
   * Abandons the pending pairing: its connect rejects with `ConnectionCancelledError`, its URI stops reaching
   * anyone, a late approval of it is deleted on the relay, and the next connect shows a fresh URI.
   * `watchWalletConnect` calls it on the client's CONNECT_CANCELLED.
   */
  cancelPairing(): void
  /** Fills projectId and relayUrl left unset (used by `watchWalletConnect` with the client's options). */
  setDefaults(defaults: { projectId?: string | undefined; relayUrl?: string | undefined }): void
  on<E extends keyof WalletConnectEvents>(
    event: E,
    listener: (payload: WalletConnectEvents[E]) => void,
  ): () => void
  /** Stops the client's heartbeat and relay socket; the session stays stored for the next start. */
  destroy(): Promise<void>
}
