import type { ChainAdapter } from '../adapter/types.js'
import type { AccountType, ChainNamespace } from '../caip/types.js'
import type { ConnectorGroup } from '../connectors/groupConnectors.js'
import type { ImageRegistries } from '../images/types.js'
import type { Network } from '../networks/types.js'
import type { OnrampProvider } from '../onramp/types.js'
import type { SocialProvider } from '../schemas/auth.js'
import type { ThemeMode, ThemeVariables } from '../schemas/theme.js'
import type { WalletPortStorage } from '../storage/createStorage.js'
import type { SwapProvider } from '../swaps/types.js'
import type { NameService } from './names/types.js'
import type { SiwxConfig } from './siwx/types.js'
import type { WalletPortInitialState } from './ssr/cookieToInitialState.js'

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
  /**
   * Where a wallet app sends the user back after approving on the same phone (WalletConnect's metadata.redirect):
   * the app's own scheme (`myapp://`) and/or an https page of the app.
   */
  redirect?: AppRedirect
}

export interface AppRedirect {
  native?: string
  universal?: string
}

export type ConnectMethod = 'wallet' | 'email' | 'social'
export type WalletFeature = 'swaps' | 'send' | 'receive' | 'onramp'

export interface Features {
  email: boolean
  /** Social providers offered, or false for none. */
  socials: readonly (SocialProvider | 'farcaster')[] | false
  swaps: boolean
  send: boolean
  receive: boolean
  onramp: boolean
  history: boolean
  pay: boolean
  analytics: boolean
  allWallets: boolean
  /**
   * A terms/privacy checkbox that must be ticked before any connect method can be used; needs
   * `termsConditionsUrl` or `privacyPolicyUrl`. Remembered per client once ticked, until those links change.
   */
  legalCheckbox: boolean
  smartSessions: boolean
  /** Order of connect methods; undefined lets the client pick (wallet first when a wallet is in the page). */
  connectMethodsOrder: readonly ConnectMethod[] | undefined
  /** Order of the Account view's feature buttons; features left out follow in the default order. */
  walletFeaturesOrder: readonly WalletFeature[]
  /** Show only the first wallets and a button for the rest. */
  collapseWallets: boolean
  connectorTypeOrder: readonly ConnectorGroup[] | undefined
}

/** Every remote service is the app's choice; none has a hosted default. */
export interface Endpoints {
  /** Hosted RPC base: `{rpc}/v1/?chainId={caipNetworkId}&projectId={id}`. Networks' own RPC URLs otherwise. */
  rpc?: string
  /** Transaction-history service base; adapters' chain-native history otherwise. */
  history?: string
  /** Name service base (used by the app's NameService). */
  names?: string
  /** Identity (name/avatar) service base; adapters' chain-native lookup otherwise. */
  identity?: string
  /** Embedded-wallet frame URL. */
  frame?: string
  /** WalletConnect relay URL. */
  relay?: string
  /** Returns the origins allowed to use this project; checked at start when set. */
  allowedOrigins?: string
  /** NFT indexer base (contract in `requestIndexerNfts`); adapters' chain-native lookup otherwise. */
  nfts?: string
}

/**
 * How long the client waits for each kind of wallet call before it gives up with `WalletTimeoutError`, in ms.
 * Prompts wait for a person (WalletConnect's own request lifetime is 5 minutes); silent calls for a program
 * (the spec's 10 s node request time-out).
 */
export interface WalletTimeouts {
  /** An adapter's `init`. Default 10 000. */
  init: number
  /** A silent reconnect at start-up, per namespace. Default 10 000. */
  reconnect: number
  /** A connect prompt. Default 300 000. */
  connect: number
  /** Ending a connection (the state is reset at once either way). Default 10 000. */
  disconnect: number
  /** A network switch prompt. Default 300 000. */
  switchNetwork: number
  /** A message signature prompt (sign-in included). Default 300 000. */
  signMessage: number
  /** A transaction prompt, until it is broadcast. Default 300 000. */
  sendTransaction: number
}

export interface WalletPortOptions {
  adapters: readonly ChainAdapter[]
  /** The networks the app offers, the first the default: a plain array or `as const`; an empty one is refused. */
  networks: readonly Network[]
  defaultNetwork?: Network
  metadata?: AppMetadata
  /** Only needed by services that require one (WalletConnect's hosted relay). */
  projectId?: string
  features?: Partial<Features>
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  enableWalletConnect?: boolean
  /** The app's terms of service, linked from the legal checkbox (feature `legalCheckbox`). */
  termsConditionsUrl?: string
  /** The app's privacy policy, linked from the legal checkbox (feature `legalCheckbox`). */
  privacyPolicyUrl?: string
  enableNetworkSwitch?: boolean
  allowUnsupportedChain?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  siwx?: SiwxConfig
  /** Legacy sign-in option, accepted only to refuse it next to `siwx`. */
  siweConfig?: unknown
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** The app's wallet, network, chain, connector, token and currency images (spec section 3). */
  images?: ImageRegistries
  storage?: WalletPortStorage
  /**
   * The connection a server read from the request's cookies (`cookieToInitialState`), given on the server and in
   * the browser alike: the first render shows the account ('reconnecting') instead of a Connect button.
   */
  initialState?: WalletPortInitialState
  endpoints?: Endpoints
  nameService?: NameService
  /** Time-outs of wallet calls; each key left out keeps its default. */
  timeouts?: Partial<WalletTimeouts>
  /** Platform facts, injectable for tests and SSR. */
  platform?: Partial<Platform>
  /** Swap providers (feature `swaps`), the first that supports a network serves it; none by default. */
  swapProviders?: readonly SwapProvider[]
  /** On-ramp providers (feature `onramp`), compared side by side; none by default. */
  onrampProviders?: readonly OnrampProvider[]
}

export interface Platform {
  isMobile(): boolean
  /** True where there is no page (a server render): no wallet to reconnect. Default: no `window`. */
  isServer?(): boolean
  /** The page origin, when there is a page. */
  origin(): string | undefined
  now(): number
  fetch: typeof fetch
  /**
   * Calls `listener` with the full key (`null` when cleared) each time another tab or window of the page's
   * origin changes localStorage (the `storage` event); returns the unsubscribe. Absent: tabs are not followed.
   */
  onStorageChange?(listener: (key: string | null) => void): () => void
  /** The page's globals (`window`), read for in-app browser markers (`inAppBrowserWallets`). Absent: none. */
  globals?(): Readonly<Record<string, unknown>> | undefined
}
