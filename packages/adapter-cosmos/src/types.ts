import type { Registry } from '@cosmjs/proto-signing'
import type { AminoTypes, SigningStargateClient } from '@cosmjs/stargate'
import type { ChainAdapter, ConfirmationOptions, Connector, Network } from '@walletport/core'
import type { KeplrChainInfo } from './toKeplrChainInfo.js'

/** Keplr's `Key` (the fields the adapter reads). */
export interface CosmosKey {
  name: string
  algo: string
  pubKey: Uint8Array
  bech32Address: string
}

/** An ADR-36 / amino signature: the compressed public key and the 64-byte signature, both base64. */
export interface CosmosStdSignature {
  pub_key: { type: string; value: string }
  signature: string
}

/**
 * The Keplr-style injected API (Keplr, Leap, Cosmostation's Keplr mode). Only what the adapter
 * calls; the signer is handed to cosmjs as an OfflineDirectSigner or OfflineAminoSigner.
 */
export interface KeplrLikeProvider {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosKey>
  getOfflineSigner(chainId: string): unknown
  getOfflineSignerAuto?(chainId: string): Promise<unknown>
  /** Keplr, Leap: a signer with `signAmino` only (Ledger-friendly; the legacy amino JSON sign mode). */
  getOfflineSignerOnlyAmino?(chainId: string): unknown
  /** Keplr, Leap, Cosmostation: adds a chain the wallet does not know (after the user approves). */
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<CosmosStdSignature>
  /** Keplr ≥ 0.12; the only way to learn, without a prompt, whether the site is still authorised. */
  isEnabled?(chainIds: string | string[]): Promise<boolean>
  disable?(chainIds?: string | string[]): Promise<void>
  /** 'disconnect' when the wallet ends the connection (WalletConnect's Keplr-style wallet has it). */
  on?(event: 'disconnect', listener: () => void): void
  removeListener?(event: 'disconnect', listener: () => void): void
}

/**
 * More connectors than the injected ones, e.g. `walletConnect.forNamespace('cosmos')` of
 * `@walletport/walletconnect`.
 */
export interface CosmosConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<KeplrLikeProvider>
}

/** The page (or, in Node tests, any EventTarget carrying the wallet globals). */
export type CosmosWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  keplr?: KeplrLikeProvider
  leap?: KeplrLikeProvider
  cosmostation?: { providers?: { keplr?: KeplrLikeProvider } }
}

export interface CosmosAdapterOptions {
  /** cosmos networks; others are ignored. Each needs `custom.bech32Prefix` and `custom.denom`. */
  networks: readonly Network[]
  /** Where injected wallets live; `globalThis.window` when present. */
  window?: CosmosWindow
  /** Connectors beside the injected wallets (listed after them), e.g. WalletConnect's. */
  connectors?: readonly CosmosConnectorSource[]
  /** Gas price per network as `<amount><denom>` (e.g. '0.025uatom'); default `custom.gasPrice`, else 0.025 denom. */
  gasPrices?: Readonly<Record<string, string>>
  /** The simulated gas is multiplied by this; default 1.3. */
  gasAdjustment?: number
  /** History entries per query and page; default 10. */
  historyPageSize?: number
  /** waitForTransaction: default 60 000 ms, `tx` polls every 500 ms, 1 confirmation. */
  confirmation?: ConfirmationOptions
  /** How long the node may take to answer one request before a TimeoutError naming the method; default 10 000 ms. */
  requestTimeoutMs?: number
}

/** An app-built transaction for `sendTransaction({ request })`: cosmjs EncodeObjects signed as they are. */
export interface CosmosTransactionRequest {
  messages: readonly { typeUrl: string; value: unknown }[]
  /** A fixed StdFee; estimated by simulation when absent. */
  fee?: { amount: readonly { denom: string; amount: string }[]; gas: string }
  memo?: string
}

/** `getSigningClient`'s options: what the app's own messages need to be encoded and signed. */
export interface CosmosSigningClientParameters {
  /** Default the connection's network (the wallet is moved there first when it is elsewhere). */
  network?: Network
  /** Protobuf types of the app's messages (custom modules, CosmWasm): cosmjs's default bank/staking/… ones otherwise. */
  registry?: Registry
  /** Amino converters of the app's messages, for wallets signing in amino mode (Ledger, `signMode: 'amino'`). */
  aminoTypes?: AminoTypes
  /** 'auto' (default): the wallet's choice, direct when it offers it; 'amino': the wallet's amino-only signer. */
  signMode?: 'auto' | 'amino'
}

export type CosmosAdapter = ChainAdapter<KeplrLikeProvider> & {
  readonly namespace: 'cosmos'
  estimateTransfer: NonNullable<ChainAdapter['estimateTransfer']>
  /**
   * A cosmjs SigningStargateClient for the connected account on its node, signing through the wallet, with the
   * network's gas price set (so `signAndBroadcast(address, messages, 'auto')` works). Made on first call and kept
   * per account, network and options until the account or network changes or the wallet disconnects.
   */
  getSigningClient(parameters?: CosmosSigningClientParameters): Promise<SigningStargateClient>
}

// `client.getAdapter('cosmos')` is a CosmosAdapter wherever this package is imported (core's `RegisteredAdapters`).
declare module '@walletport/core' {
  interface RegisteredAdapters {
    cosmos: CosmosAdapter
  }
}
