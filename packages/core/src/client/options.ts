import type { ChainAdapter } from '../adapter/types.js'
import type { AccountType, ChainNamespace } from '../caip/types.js'
import type { ConnectorGroup } from '../connectors/groupConnectors.js'
import type { Network } from '../networks/types.js'
import type { SocialProvider } from '../schemas/auth.js'
import type { ThemeMode, ThemeVariables } from '../schemas/theme.js'
import type { WalletPortStorage } from '../storage/createStorage.js'
import type { NameService } from './names/types.js'
import type { SiwxConfig } from './siwx/types.js'

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
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
  legalCheckbox: boolean
  smartSessions: boolean
  /** Order of connect methods; undefined lets the client pick (wallet first when a wallet is in the page). */
  connectMethodsOrder: readonly ConnectMethod[] | undefined
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
}

export interface WalletPortOptions {
  adapters: readonly ChainAdapter[]
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network
  metadata?: AppMetadata
  /** Only needed by services that require one (WalletConnect's hosted relay). */
  projectId?: string
  features?: Partial<Features>
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  enableWalletConnect?: boolean
  enableNetworkSwitch?: boolean
  allowUnsupportedChain?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  siwx?: SiwxConfig
  /** Legacy sign-in option, accepted only to refuse it next to `siwx`. */
  siweConfig?: unknown
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  storage?: WalletPortStorage
  endpoints?: Endpoints
  nameService?: NameService
  /** Platform facts, injectable for tests and SSR. */
  platform?: Partial<Platform>
}

export interface Platform {
  isMobile(): boolean
  /** The page origin, when there is a page. */
  origin(): string | undefined
  now(): number
  fetch: typeof fetch
}
