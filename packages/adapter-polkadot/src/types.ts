import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { Signer } from '@polkadot/types/types'
import type {
  Balance,
  CaipNetworkId,
  ChainAdapter,
  ConfirmationOptions,
  Connector,
  Network,
  TransactionReceipt,
} from '@walletport/core'

/** An account an extension lists (`InjectedAccount` of @polkadot/extension-inject). */
export interface InjectedAccount {
  address: string
  /** Set when the account is restricted to one chain. */
  genesisHash?: string | null
  name?: string
  type?: string
}

/** What `enable(appName)` resolves to (`Injected` of @polkadot/extension-inject): the parts the adapter uses. */
export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void | Promise<void>): (() => void) | undefined
  }
  /** Hands `signPayload` and `signRaw` to @polkadot/api (`signAndSend(address, { signer })`). */
  signer: Signer
}

/** An entry of `window.injectedWeb3` (polkadot.js, Talisman, SubWallet, Nova, Enkrypt, Fearless, PolkaGate…). */
export interface InjectedWindowProvider {
  version?: string
  enable?(appName: string): Promise<InjectedExtension>
  /** Newer extensions' alternative to `enable` (resolves to the same shape plus name and version). */
  connect?(appName: string): Promise<InjectedExtension>
  /** Set by WalletConnect's facade: its 'disconnect' tells the adapter the session ended. */
  on?(event: 'disconnect', listener: () => void): void
  removeListener?(event: 'disconnect', listener: () => void): void
}

/** The page (or, in Node tests, any object carrying `injectedWeb3`). */
export interface PolkadotWindow {
  injectedWeb3?: Record<string, InjectedWindowProvider | undefined>
  addEventListener?(type: 'load', listener: () => void, options?: { once?: boolean }): void
  removeEventListener?(type: 'load', listener: () => void): void
}

/** More connectors than the injected ones, e.g. `walletConnect.forNamespace('polkadot')` of @walletport/walletconnect. */
export interface PolkadotConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<InjectedWindowProvider>
}

/** What `getProvider()` hands the app: the connected extension, its signer first of all. */
export interface PolkadotProvider extends InjectedExtension {
  /** The connector id: the `injectedWeb3` key ('polkadot-js', 'talisman'…) or 'walletConnect'. */
  readonly name: string
  readonly version?: string
}

export interface PolkadotAdapterOptions {
  /** polkadot networks; others are ignored. `custom.ss58Format` sets the address prefix (42 when absent). */
  networks: readonly Network[]
  /** The name extensions show when asking the user for access; default 'WalletPort'. */
  appName?: string
  /** Where extensions inject; `globalThis.window` when present. */
  window?: PolkadotWindow
  /** Connectors beside the injected extensions (listed after them), e.g. WalletConnect's. */
  connectors?: readonly PolkadotConnectorSource[]
  /** WebSocket RPC per network; default the network's first WebSocket URL. */
  rpcUrls?: Readonly<Partial<Record<CaipNetworkId, string>>>
  /** Reconnection back-off after the node connection drops; default 500 ms doubling to 30 s. */
  reconnect?: { minDelayMs?: number; maxDelayMs?: number }
  /** How long `reconnect` waits for an extension's silent `enable` before giving up (null); default 5 000 ms. */
  reconnectTimeoutMs?: number
  /** How long after init late extensions are still looked for (once a second); default 10 000 ms. */
  discoveryMs?: number
  /** History from a Subscan-compatible API: its base URL per network (the client's `endpoints.history` else). */
  history?: { urls?: Readonly<Partial<Record<CaipNetworkId, string>>>; apiKey?: string; pageSize?: number }
  /** waitForTransaction: `confirmations` 1 waits for inclusion, 2 (default) for finalization; default 120 s. */
  confirmation?: ConfirmationOptions
  /**
   * How long the node may take to open its WebSocket or answer one request before a TimeoutError naming the node
   * and the method; default 10 000 ms (@polkadot/api checks its requests every 5 s, so one ends up to 5 s later).
   */
  requestTimeoutMs?: number
}

/** `getBalance`'s answer: `value` is what can be transferred; the parts `system.account` holds are kept beside it. */
export interface PolkadotBalance extends Balance {
  free: bigint
  reserved: bigint
  frozen: bigint
}

/** `waitForTransaction`'s answer: the receipt and where the extrinsic landed. */
export interface PolkadotReceipt extends TransactionReceipt {
  blockHash: string
  /** Whether the including block is finalized (it is, unless `confirmation.confirmations` is 1). */
  finalized: boolean
  /** `section.Method` of every event the extrinsic emitted, in order. */
  events: readonly string[]
}

/**
 * `sendTransaction({ request })`: an extrinsic the app built with its own ApiPromise (e.g.
 * `api.tx.system.remark(…)`), signed by the extension and followed like a transfer.
 */
export type PolkadotTransactionRequest = SubmittableExtrinsic<'promise'>

export interface PolkadotAdapter extends ChainAdapter<PolkadotProvider> {
  readonly namespace: 'polkadot'
  estimateTransfer: NonNullable<ChainAdapter<PolkadotProvider>['estimateTransfer']>
  getBalance(parameters: { address: string; network: Network }): Promise<PolkadotBalance>
  waitForTransaction(parameters: { hash: string; network: Network }): Promise<PolkadotReceipt>
  /** The shared ApiPromise of a network (created on first use), for the app's own queries. */
  getApi(network: Network): Promise<ApiPromise>
  /**
   * The connected extension's Signer for @polkadot/api: `api.tx.balances.transferKeepAlive(to, value)
   * .signAndSend(address, { signer })`. It signs for the connection's accounts only and stops when the connection
   * ends; a declined prompt is UserRejectedRequestError. `WalletNotConnectedError` without a connection.
   */
  getSigner(): Signer
}

// `client.getAdapter('polkadot')` is a PolkadotAdapter wherever this package is imported (core's `RegisteredAdapters`).
declare module '@walletport/core' {
  interface RegisteredAdapters {
    polkadot: PolkadotAdapter
  }
}
