export {
  type AnnounceEmbeddedEvmProviderOptions,
  announceEmbeddedEvmProvider,
  EMBEDDED_WALLET_RDNS,
  type EmbeddedEip6963ProviderDetail,
} from './announce/announceEmbeddedEvmProvider.js'
export type { EmbeddedAuth } from './auth/createEmbeddedAuth.js'
export { DEFAULT_CHAIN_ID, EMAIL_COOLDOWN_MS } from './auth/loginData.js'
export type { EmbeddedRuntimeEvents } from './createEmbeddedRuntime.js'
export {
  createEmbeddedWallet,
  EMBEDDED_CONNECTOR_ID,
  type EmbeddedEvmSource,
  type EmbeddedSolanaSource,
  type EmbeddedSourceOf,
  type EmbeddedWallet,
  type EmbeddedWalletOptions,
} from './createEmbeddedWallet.js'
export type { EmbeddedEvmProvider } from './evm/createEmbeddedEvmProvider.js'
export {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_Z_INDEX,
  type FrameTimeoutReason,
} from './frame/frameTimings.js'
export type { EmbeddedSolanaWallet } from './solana/createEmbeddedSolanaWallet.js'
export {
  ACTION_NOT_ALLOWED_DELAY_MS,
  frameFailureAlerts,
  watchEmbeddedWallet,
} from './watchEmbeddedWallet.js'
