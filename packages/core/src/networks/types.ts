import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

export interface BlockExplorer {
  name: string
  url: string
}

export interface Network {
  /** The CAIP-2 reference: a number for eip155, the genesis-hash prefix or chain name elsewhere. */
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: NativeCurrency
  /**
   * `default` is the node WalletPort sends this network's requests to; it may be empty until the app gives one
   * (`withRpc`). The presets list their chain's public endpoint as `public`, used only after `withPublicRpc`.
   */
  rpcUrls: { default: RpcUrls; public?: RpcUrls } & Record<string, RpcUrls>
  blockExplorers?: { default: BlockExplorer } & Record<string, BlockExplorer>
  testnet?: boolean
  /** Extra, namespace-specific facts (bech32 prefix, ss58 format, …) an adapter may need. */
  custom?: Record<string, unknown>
}
