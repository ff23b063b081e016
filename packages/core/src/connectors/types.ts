import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { EmailAuth } from './EmailAuth.js'
import type { SocialAuth } from './SocialAuth.js'

export const CONNECTOR_TYPES = [
  'ANNOUNCED',
  'MULTI_CHAIN',
  'AUTH',
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

export interface ConnectorInfo {
  rdns?: string
  uuid?: string
  /** The version the wallet reports of itself (an injectedWeb3 entry's `version`). */
  version?: string
}

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  /** The namespace this connector was discovered on. */
  chain: ChainNamespace
  /** Every namespace the (merged) connector serves. */
  chains?: readonly ChainNamespace[]
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: ConnectorInfo
  /** The wallet's own provider object (EIP-1193, Wallet Standard wallet, injected API…). */
  provider?: unknown
  /** True when the wallet is present in this page (extension, in-app browser). */
  installed?: boolean
  /** The per-chain connectors a MULTI_CHAIN or AUTH entry was merged from. */
  connectors?: readonly Connector[]
  /** AUTH connectors: the email login the email views drive (loads the wallet's frame on first use). */
  emailAuth?: () => Promise<EmailAuth>
  /** AUTH connectors: the social login the Socials views drive. */
  socialAuth?: () => Promise<SocialAuth>
  /**
   * The networks the wallet's session approved on this connector's namespace (a WalletConnect session's
   * namespaces); undefined where the wallet can be asked for any network (extensions).
   */
  getApprovedCaipNetworkIds?: () => readonly CaipNetworkId[] | undefined
}

export interface Wallet {
  id: string
  name: string
  rdns?: string
  installed?: boolean
  imageUrl?: string
  chains?: readonly ChainNamespace[]
}
