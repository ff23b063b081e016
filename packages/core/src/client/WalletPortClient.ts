import type { AdapterOf } from '../adapter/registeredAdapters.js'
import type { NamespaceInfo, SendTransactionParameters, TransactionReceipt } from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'
import type { EventBus } from '../events/createEventBus.js'
import type { WalletPortEvents } from '../events/walletPortEvents.js'
import type { Network } from '../networks/types.js'
import type { NftsResult } from '../nfts/types.js'
import type { ThemeMode, ThemeVariables } from '../schemas/theme.js'
import type { WalletPortStorage } from '../storage/createStorage.js'
import type { SetAuthAccountParameters } from './connection/setAuthAccount.js'
import type { ResolvedOptions } from './context.js'
import type { NameRecord, NameSuggestion } from './names/types.js'
import type { WalletChoice } from './router/findWalletConnector.js'
import type { SelectWalletParameters, SelectWalletReturnType } from './router/selectWallet.js'
import type { SiwxSession } from './siwx/types.js'
import type { Alert, RouterData, Toast, View, WalletPortState } from './state.js'
import type { Store } from './store.js'

export interface WalletPortClient {
  readonly options: ResolvedOptions
  readonly events: EventBus<WalletPortEvents>
  readonly storage: WalletPortStorage
  /** Resolves once adapters are initialised and an existing connection has been synced. */
  readonly ready: Promise<void>

  getState(): WalletPortState
  subscribe: Store<WalletPortState>['subscribe']

  /** Opens the modal: Account when connected, Connect otherwise, or the given view. */
  open(parameters?: { view?: View; namespace?: ChainNamespace; data?: RouterData }): void
  /** Closes the modal unless sign-in is required and pending (the close-blocking rule). */
  close(): void
  router: {
    push(view: View, data?: RouterData): void
    replace(view: View, data?: RouterData): void
    goBack(): void
    reset(view?: View): void
  }
  showToast(message: string, variant?: Toast['variant']): void
  dismissToast(id: number): void
  showAlert(alert: Alert): void
  closeAlert(): void
  /** The modal's theme mode at run time (`state.theme`); undefined follows the system. */
  setThemeMode(mode: ThemeMode | undefined): void
  /** Merges theme variables at run time (`state.theme`); a key set to undefined goes back to its default. */
  setThemeVariables(variables: ThemeVariables): void
  /** The locale the modal speaks (`state.locale`, a BCP 47 tag), set by the UI; the embedded wallet's frame follows it. */
  setLocale(locale: string | undefined): void

  /**
   * Wallet chosen in the modal: ConnectingExternal when a connector matches, ConnectingWalletConnect otherwise;
   * `{ redirect }` when the wallet must open the page in its own browser (Solana mobile rule).
   */
  selectWallet(wallet: WalletChoice, parameters?: SelectWalletParameters): SelectWalletReturnType
  /**
   * Connects `connectorId` on `namespace` (see `connect` in the connection area). `activate: false` connects the
   * namespace without making it the active one. Aborting `signal` cancels it, as `cancelConnect` does. Rejects
   * only with `WalletPortError`s: `ConnectionCancelledError` when cancelled or superseded, `WalletTimeoutError`,
   * `InvalidWalletResponseError`, or the wallet's refusal (its original error as `cause`).
   */
  connect(parameters: {
    connectorId: string
    namespace?: ChainNamespace
    activate?: boolean
    signal?: AbortSignal
  }): Promise<void>
  /**
   * Cancels the connect in flight on `namespace` (all namespaces when none is given): its status goes back to what
   * it was, its promise rejects with `ConnectionCancelledError`, a late wallet answer is closed at the wallet and a
   * pending WalletConnect pairing is abandoned (CONNECT_CANCELLED), so the next attempt gets a fresh URI.
   */
  cancelConnect(parameters?: { namespace?: ChainNamespace }): void
  /** The embedded wallet's account fields (user payload, social provider and popup) on the namespaces it serves. */
  setAuthAccount(parameters: SetAuthAccountParameters): void
  /**
   * Makes one of the accounts connected on `namespace` (`accountState.allAccounts`) the active address; balance and
   * identity refresh for it. `AccountNotConnectedError` for an address the connection does not hold.
   */
  setActiveAccount(parameters: { namespace: ChainNamespace; address: string }): void
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  /**
   * Start fresh: forgets every stored connection and session on every namespace, so the next load restores
   * nothing. At once: connector ids, connected addresses, the active network, sign-in sessions and the embedded
   * wallet's login data are removed from storage. Then every namespace is disconnected and closed at its wallet
   * (a WalletConnect session ended, the embedded wallet signed out; connects in flight cancelled; other tabs
   * follow) and the sign-in sessions are dropped (`siwx.setSessions([])`). Recent wallets and accepted terms stay
   * (`storage.clear()` removes them too). A connect started after this call is newer and stays. Rejects with the
   * first failure (`DisconnectError` when a wallet failed to close) once everything was attempted.
   */
  forgetAll(): Promise<void>

  switchNetwork(network: Network): Promise<void>
  removeNetwork(caipNetworkId: CaipNetworkId): void
  removeChain(namespace: ChainNamespace): void

  /**
   * The adapter of `namespace`, typed as the adapter package registered it (`getAdapter('eip155')` is an
   * `EvmAdapter` once `@walletport/adapter-evm` is imported); `AdapterNamespaceNotFoundError` when none is set up.
   */
  getAdapter<N extends ChainNamespace>(namespace: N): AdapterOf<N>
  /**
   * The chain name and mark the adapter of `namespace` declared (`ChainAdapter.namespaceInfo`, checked by
   * `createWalletPort`); undefined when no adapter serves it or the adapter declares none.
   */
  getNamespaceInfo(namespace: ChainNamespace): NamespaceInfo | undefined
  /** The connected wallet's provider on a namespace (EIP-1193, Wallet Standard wallet…). */
  getProvider<T = unknown>(namespace?: ChainNamespace): T | undefined
  getConnectors(): readonly Connector[]

  fetchBalance(namespace?: ChainNamespace): Promise<void>
  fetchIdentity(namespace?: ChainNamespace): Promise<void>
  fetchTokenBalances(namespace?: ChainNamespace): Promise<void>
  /** The connected account's NFTs (the app's indexer, else the adapter's chain-native lookup), or unavailable. */
  getNfts(namespace?: ChainNamespace): Promise<NftsResult>

  signMessage(parameters: { message: string; namespace?: ChainNamespace }): Promise<string>
  sendTransaction(parameters: Omit<SendTransactionParameters, 'network'> & { network?: Network }): Promise<{
    hash: string
    wait(): Promise<TransactionReceipt>
  }>

  siwx: {
    /** Runs the sign-in flow for the active account (no-op when a valid session exists). */
    requestSignIn(): Promise<void>
    /** The user cancelled signing: disconnect when sign-in is required, close otherwise. */
    cancel(): Promise<void>
    getSessions(): Promise<readonly SiwxSession[]>
  }

  fetchTransactions(): Promise<void>
  resetTransactions(): void

  names: {
    lookup(name: string): Promise<NameRecord | null>
    suggestions(name: string): Promise<readonly NameSuggestion[]>
    reverseLookup(address: string): Promise<readonly NameRecord[]>
    register(name: string): Promise<void>
  }

  /** Stops listening to wallets and timers. */
  destroy(): void
}
