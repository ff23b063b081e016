import type { Account, ChainAdapter, ConfirmationOptions, Connector, Network } from '@walletport/core'

export type AddressPurpose = 'payment' | 'ordinals'

/** One wallet's API behind the shape the adapter uses; one implementation per injected API family. */
export interface BitcoinWalletClient {
  /** The wallet's own API object, returned by getProvider(). */
  readonly provider: unknown
  /** Asks for the payment and ordinals accounts (may prompt). */
  connect(network: Network): Promise<Account[]>
  /** Accounts already authorised for this site, without a prompt; [] when none. */
  authorizedAccounts(network: Network): Promise<Account[]>
  disconnect(): Promise<void>
  /** Base64 signature: BIP-322 simple, or the legacy (BIP-137) format when `protocol` is 'legacy'. */
  signMessage(parameters: {
    address: string
    message: string
    protocol: 'bip322' | 'legacy'
  }): Promise<string>
  /** Signs the listed inputs of a base64 PSBT; returns the base64 PSBT (finalized or not). */
  signPsbt(parameters: {
    psbt: string
    signInputs: Record<string, number[]>
    network: Network
    accounts: readonly Account[]
  }): Promise<string>
  /** Moves the wallet to `network`; absent when the wallet cannot be switched from the page. */
  switchNetwork?(network: Network): Promise<void>
  /** Subscribes to the wallet's own events; returns the unsubscribe. */
  watch?(handlers: { accountsChanged(): void; disconnected(): void }): () => void
}

/**
 * More connectors than the injected ones, e.g. `walletConnect.forNamespace('bip122')` of
 * `@walletport/walletconnect`.
 */
export interface BitcoinConnectorSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<BitcoinWalletClient>
}

/** The window properties Bitcoin wallets inject. */
export interface BitcoinWindow {
  addEventListener?: EventTarget['addEventListener']
  removeEventListener?: EventTarget['removeEventListener']
  dispatchEvent?: EventTarget['dispatchEvent']
  btc_providers?: readonly { id: string; name: string; icon?: string; webUrl?: string }[]
  [key: string]: unknown
}

export interface BitcoinAdapterOptions {
  /** bip122 networks the app supports (mainnet, testnet, signet, regtest). */
  networks: readonly Network[]
  /** Where wallets inject themselves; the page's window by default. */
  window?: BitcoinWindow
  /** Connectors beside the injected wallets (listed after them), e.g. WalletConnect's. */
  connectors?: readonly BitcoinConnectorSource[]
  /** Esplora REST base, per network or for all; default each network's `custom.esploraUrl`, else its RPC URL. */
  esploraUrl?: string | Record<string, string>
  /** Fee rate in sat/vB, instead of the Esplora estimate. */
  feeRate?: number
  /** Esplora fee-estimate target in blocks; default 3. */
  feeTargetBlocks?: number
  /** waitForTransaction: default 30 min, status polls every 4 000 ms, 1 confirmation. */
  confirmation?: ConfirmationOptions
  /** Balance cache lifetime; default 30 000 ms (the spec's 30 s). */
  balanceCacheMs?: number
  /** How long Esplora may take to answer one request before a TimeoutError naming it; default 10 000 ms. */
  requestTimeoutMs?: number
}

export interface BitcoinAdapter extends ChainAdapter<unknown> {
  readonly namespace: 'bip122'
  estimateTransfer: NonNullable<ChainAdapter['estimateTransfer']>
  /**
   * Has the wallet sign the listed inputs (`{ [address]: [inputIndex…] }`) of a base64 PSBT; returns it signed,
   * never broadcast.
   */
  signPsbt(parameters: {
    psbt: string
    signInputs: Readonly<Record<string, readonly number[]>>
    network?: Network
  }): Promise<{ psbt: string }>
  /** The connected accounts (payment first, then ordinals). */
  getAccounts(): readonly Account[]
  /** The connector id discovery lists for `id`, following aliases of merged wallets (undefined if unknown). */
  resolveConnectorId(id: string): string | undefined
}

// `client.getAdapter('bip122')` is a BitcoinAdapter wherever this package is imported (core's `RegisteredAdapters`).
declare module '@walletport/core' {
  interface RegisteredAdapters {
    bip122: BitcoinAdapter
  }
}
