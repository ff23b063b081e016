import type { Connection } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import type {
  CaipNetworkId,
  ChainAdapter,
  ConfirmationOptions,
  Connector,
  Network,
  SiwxMessageData,
  TransactionReceipt,
} from '@walletport/core'
import type { SolanaTransaction } from './solanaTransactionKind.js'

export type { SolanaTransaction }

/** Where Wallet Standard wallets register: a page's window, or any EventTarget in Node. */
export type WalletStandardWindow = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

export interface SolanaToken {
  /** The SPL mint address. */
  mint: string
  symbol: string
  name: string
  iconUrl?: string
}

/**
 * Connectors that do not register through the Wallet Standard (WalletConnect): a source lists them and hands over
 * a Wallet Standard `Wallet` when one of them is connected, so the adapter talks to it as to any other wallet.
 */
export interface SolanaConnectorSource {
  getConnectors(): readonly Connector[]
  /** The wallet behind one of its connectors; called on connect and reconnect, never at start-up. */
  getProvider(connectorId: string): Promise<Wallet>
}

export interface SolanaAdapterOptions {
  networks: readonly Network[]
  /** Where wallets register (a page's window, or any EventTarget in Node); the global window when omitted. */
  window?: WalletStandardWindow
  /** More connectors (WalletConnect) from their own packages, listed after the discovered wallets. */
  connectors?: readonly SolanaConnectorSource[]
  /** SPL tokens whose balances `getTokenBalances` reads, per network. */
  tokens?: Readonly<Record<CaipNetworkId, readonly SolanaToken[]>>
  /**
   * Preflight commitment for sends: processed, confirmed (default), finalized, or the deprecated recent, single,
   * singleGossip, root, max. Anything else is refused when the adapter is created.
   */
  commitment?: string
  /** Transactions per `getHistory` page; default 10. */
  historyPageSize?: number
  /** waitForTransaction: default 60 000 ms, status polls every 400 ms, 1 confirmation. */
  confirmation?: ConfirmationOptions
  rpc?: { url?: string; projectId?: string }
  /** How long the node may take to answer one request before a TimeoutError naming the method; default 10 000 ms. */
  requestTimeoutMs?: number
}

/** Which account signs and for which cluster; the connected ones when omitted. */
export interface SolanaSignParameters {
  address?: string
  network?: Network
}

export interface SolanaAdapter extends ChainAdapter<Wallet> {
  readonly namespace: 'solana'
  /**
   * Has the wallet sign `transaction` without sending it (`solana:signTransaction`): a web3.js `Transaction` or
   * `VersionedTransaction`, or a @solana/kit `Transaction`, returned signed in the same kind.
   */
  signTransaction<T extends SolanaTransaction>(
    parameters: SolanaSignParameters & { transaction: T },
  ): Promise<T>
  /** Signs every transaction in one wallet prompt, nothing sent; each returned in the kind it was given. */
  signAllTransactions<T extends SolanaTransaction>(
    parameters: SolanaSignParameters & { transactions: readonly T[] },
  ): Promise<T[]>
  /**
   * Sign In With Solana (`solana:signIn`) of the connected account `data.accountAddress`: the text the wallet wrote
   * and signed and the signature in base58; null when the wallet has no `solana:signIn`.
   */
  signIn(parameters: {
    data: SiwxMessageData
    network?: Network
  }): Promise<{ message: string; signature: string } | null>
  /** A web3.js Connection to `network`'s RPC (one per network, created on first use). */
  getConnection(network: Network): Promise<Connection>
  estimateTransfer: NonNullable<ChainAdapter<Wallet>['estimateTransfer']>
  /** Waits for a transaction and returns its receipt; the same as `waitForTransaction`. */
  waitForTransaction(parameters: { hash: string; network: Network }): Promise<TransactionReceipt>
}

// `client.getAdapter('solana')` is a SolanaAdapter wherever this package is imported (core's `RegisteredAdapters`).
declare module '@walletport/core' {
  interface RegisteredAdapters {
    solana: SolanaAdapter
  }
}
