import type { AccountType, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'
import type { Network } from '../networks/types.js'
import type { SiwxMessageData, SiwxRequest, SiwxSession } from '../schemas/siwx.js'

export type Unsubscribe = () => void

export interface Account {
  address: string
  type: AccountType
  /** What the account is for where a chain splits them (bip122: 'payment' or 'ordinals'). */
  purpose?: string
  /** The key's signature scheme where a chain has several (polkadot: 'sr25519', 'ed25519', 'ecdsa', 'ethereum'). */
  keyType?: string
  publicKey?: string
}

export interface AdapterConnection {
  connectorId: string
  accounts: readonly Account[]
  caipNetworkId: CaipNetworkId
  /** The wallet's sign-in, when it signed in while connecting (it was offered `signIn`); checked by core's SIWX. */
  signIn?: SiwxSession
}

/**
 * Sign-in offered to `connect` (SIWX on): a wallet that signs in as it connects (`solana:signIn`, ERC-7846
 * `wallet_connect`) does both in one prompt. The adapter asks `createRequest` only when it will use it.
 */
export interface ConnectSignIn {
  /** The sign-in fields for the connect's network without the account: the wallet picks it. */
  createRequest(): Promise<SiwxRequest>
}

export interface Balance {
  /** Amount in the smallest unit (wei, lamports, planck, satoshi, uatom). */
  value: bigint
  decimals: number
  symbol: string
  /** `value` as a decimal string in whole units, e.g. '1.5'. */
  formatted: string
}

export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** Token contract / mint; absent for the native coin. */
  address?: string
  value?: number
  price: number
  quantity: { decimals: number; numeric: string }
  iconUrl?: string
}

export interface SendTransactionParameters {
  network: Network
  /** The sender; the connected account when omitted. */
  from?: string
  to: string
  /** Amount in the smallest unit. */
  value: bigint
  /** Hex call data (eip155) or a memo (cosmos); ignored where a chain has neither. */
  data?: string
  /** A chain-native transaction built by the app (ethers TransactionRequest, web3.js Transaction, PSBT…). */
  request?: unknown
  /**
   * Sends `value` of this token instead of the native coin (ERC-20 contract on eip155, SPL mint on solana).
   * Adapters without token transfers refuse it with `MethodNotSupportedError`.
   */
  token?: string
}

/** A transfer as the send panel prepares it, before the wallet is asked. */
export type TransferParameters = Pick<
  SendTransactionParameters,
  'network' | 'from' | 'to' | 'value' | 'token'
>

/** What a transfer costs and the limits the chain puts on it, in the smallest units. */
export interface TransferQuote {
  /** Network fee in the native coin (the most it may cost; for a token, what its recipient account costs too). */
  fee: bigint
  /** The least `value` the chain accepts for this recipient (dust limit, existential deposit, rent); 1n if none. */
  minimum: bigint
  /** Native coin the sender must keep after paying (keep-alive deposit); 0n if none. */
  reserve: bigint
}

export interface TransactionResult {
  hash: string
}

export interface TransactionReceipt {
  hash: string
  status: 'success' | 'reverted'
  /** Block height or slot that included it. */
  blockNumber?: bigint
  /** Fee paid, in the smallest unit. */
  fee?: bigint
}

export interface Identity {
  name: string | null
  avatar: string | null
}

export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self'
  /** Amount in whole units, as a decimal string. */
  quantity: { numeric: string }
  fungible_info?: { name?: string; symbol?: string; iconUrl?: string }
  nft_info?: { name?: string; flags: { is_spam: boolean } }
}

export interface HistoryEntry {
  id: string
  metadata: {
    /** ISO 8601 time of inclusion. */
    minedAt: string
    chain: CaipNetworkId
    hash: string
    status: 'confirmed' | 'failed' | 'pending'
    sentFrom?: string
    sentTo?: string
    operationType?: 'send' | 'receive' | 'execute'
  }
  transfers: readonly HistoryTransfer[]
}

export interface HistoryPage {
  data: readonly HistoryEntry[]
  /** Cursor for the next page; absent on the last one. */
  next?: string
}

export interface AdapterEventMap {
  /** The wallet's account list changed; empty means the wallet dropped the connection. */
  accountsChanged: readonly Account[]
  /** The wallet moved to another network on its own. */
  networkChanged: CaipNetworkId
  /** The wallet ended the connection. */
  disconnected: undefined
  /** A wallet was announced, registered or removed. */
  connectorsChanged: readonly Connector[]
  /**
   * A wallet event the adapter refused (accounts that are no addresses, a malformed payload): it was dropped and
   * the connection left as it was. Reported here, never thrown into the wallet's emitter.
   */
  error: Error
}

/** How an adapter waits for a sent transaction (`waitForTransaction`); every adapter takes it as `confirmation`. */
export interface ConfirmationOptions {
  /** The whole wait before a `TimeoutError`. */
  timeoutMs?: number
  /** The longest pause between two status polls. */
  pollMs?: number
  /** Blocks that must hold the transaction, the including one counted (1: included). */
  confirmations?: number
}

export interface AdapterEndpoints {
  /** Hosted RPC base; networks' own rpcUrls are used when absent. */
  rpc?: string
  history?: string
  names?: string
  identity?: string
}

export interface AdapterContext {
  projectId?: string
  endpoints: AdapterEndpoints
}

/** How the modal names and marks a chain (its namespace) it has no built-in name or mark for. */
export interface NamespaceInfo {
  /** The chain's name, e.g. 'Tezos'. */
  name: string
  /** Its mark: an `https:` URL, a path on the app's own origin ('/icons/tezos.svg') or a `data:image/…` URL. */
  icon?: string
}

/**
 * What every chain adapter implements, ours and third parties'. The required part is what every chain
 * has; optional members are capabilities a chain may lack. Core throws `MethodNotSupportedError` when a
 * caller asks for a capability the adapter does not have; an adapter never fakes success.
 */
export interface ChainAdapter<TProvider = unknown> {
  /** The CAIP-2 namespace this adapter serves. */
  readonly namespace: ChainNamespace
  /** Networks of this namespace the adapter was configured with. */
  readonly networks: readonly Network[]
  /** The account type used when the app sets none (eip155 smartAccount, bip122 payment, others eoa). */
  readonly defaultAccountType: AccountType
  /**
   * The chain's name and mark for the modal (wallet chain badges, network images) where WalletPort bundles none:
   * a third-party namespace declares it (a bundled name or mark is not replaced).
   */
  readonly namespaceInfo?: NamespaceInfo

  /** Starts connector discovery; called once by the client before anything else. */
  init(context: AdapterContext): Promise<void>
  /** Connectors discovered so far (announced, injected, standard-registered…). */
  getConnectors(): readonly Connector[]
  /** Subscribes to wallet events; returns the unsubscribe function. */
  on<E extends keyof AdapterEventMap>(event: E, listener: (payload: AdapterEventMap[E]) => void): Unsubscribe
  /**
   * Asks the wallet for its accounts (may prompt the user). `signal` aborts when the client gave the request up
   * (cancelled, superseded, timed out): an adapter may stop waiting then; core closes a late answer itself.
   */
  connect(parameters: {
    connectorId: string
    network: Network
    signal?: AbortSignal
    /** Present when the app signs in (SIWX): sign in while connecting where the wallet can (`ConnectSignIn`). */
    signIn?: ConnectSignIn
  }): Promise<AdapterConnection>
  /** Restores an authorised connection without prompting; null when the wallet has not authorised this site. */
  reconnect(parameters: { connectorId: string; network: Network }): Promise<AdapterConnection | null>
  /** Ends the connection (revoking permissions where the wallet supports it); state is cleared either way. */
  disconnect(): Promise<void>
  /** Native balance of an address on a network. */
  getBalance(parameters: { address: string; network: Network }): Promise<Balance>
  /** Signs a UTF-8 message with the connected account; returns the chain's signature encoding. */
  signMessage(parameters: { message: string; address: string; network: Network }): Promise<string>
  /**
   * Checks a signature made by `signMessage` (used by SIWX): the account's key, and where the chain has them,
   * contract accounts (eip155: ERC-1271 when deployed, ERC-6492 before) asked on the network's node.
   */
  verifyMessage(parameters: {
    message: string
    signature: string
    address: string
    network: Network
  }): Promise<boolean>
  /**
   * Whether `signature` comes from a smart account (a contract account, deployed or not yet): sign-in then reports a
   * signature that does not verify as `SmartAccountSignatureError` ('This application might not support Smart
   * Accounts', spec section 8) instead of a declined one. Optional: without it no signer counts as one.
   */
  isSmartAccountSigner?(parameters: {
    signature: string
    address: string
    network: Network
  }): Promise<boolean>
  /** Sends a transfer or an app-built transaction through the wallet; resolves once it was broadcast. */
  sendTransaction(parameters: SendTransactionParameters): Promise<TransactionResult>
  /** Waits until a sent transaction is included (the chain's default confirmations and time-out). */
  waitForTransaction(parameters: { hash: string; network: Network }): Promise<TransactionReceipt>
  /** Moves the wallet to another network of this namespace. */
  switchNetwork(parameters: { network: Network }): Promise<void>
  /**
   * Throws (or rejects with) `InvalidAddressError` naming the rule broken when `address` is not valid on `network`.
   * It may answer synchronously, or return a promise so that the chain's address codec loads on first use (core
   * awaits it everywhere: connect, reconnect, account events, send and receive, pay).
   */
  validateAddress(parameters: { address: string; network: Network }): void | Promise<void>
  /** The connected wallet's provider, for the app to hand to its own chain library. */
  getProvider(): TProvider | undefined

  /** Token balances (ERC-20, SPL…) for the tokens the app configured. */
  getTokenBalances?(parameters: { address: string; network: Network }): Promise<readonly TokenBalance[]>
  /** Name and avatar of an address (ENS on eip155). */
  getIdentity?(parameters: { address: string; network: Network }): Promise<Identity>
  /** Fee and limits of a transfer, asked before the wallet is (the send panel's review). */
  estimateTransfer?(parameters: TransferParameters): Promise<TransferQuote>
  /** The address a name points to (ENS on eip155 mainnet networks); null when it points nowhere. */
  resolveName?(parameters: { name: string; network: Network }): Promise<string | null>
  /**
   * Sign-in written by the wallet itself (Sign In With Solana's `solana:signIn`) from the message fields; SIWX uses
   * it instead of `signMessage` when present. Returns the text the wallet signed and the signature (the chain's
   * `signMessage` encoding), or null when the connected wallet has no such method.
   */
  signIn?(parameters: {
    data: SiwxMessageData
    network: Network
  }): Promise<{ message: string; signature: string } | null>
  /** One page of the address's transaction history, newest first. */
  getHistory?(parameters: { address: string; network: Network; cursor?: string }): Promise<HistoryPage>
}
