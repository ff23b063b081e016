import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { ConnectorType } from '../connectors/types.js'

/** How the user reached the wallet they picked. */
export type WalletPlatform = 'browser' | 'mobile' | 'desktop' | 'qrcode' | 'web' | 'email' | 'social'

/**
 * Events a WalletPort client emits, by type, with their payloads. Kept on the page for the app (and its own
 * analytics, if it wants any): nothing is sent over the network. A type alias, not an interface, so it
 * satisfies the event bus's index-signature constraint.
 */
export type WalletPortEvents = {
  MODAL_OPEN: { connected: boolean; view?: string | undefined }
  MODAL_CLOSE: { connected: boolean }
  SELECT_WALLET: { name: string; connectorId?: string | undefined; platform?: WalletPlatform | undefined }
  CONNECT_SUCCESS: {
    namespace: ChainNamespace
    connectorId: string
    connectorType?: ConnectorType | undefined
    address: CaipAddress
  }
  CONNECT_ERROR: { namespace?: ChainNamespace | undefined; connectorId?: string | undefined; message: string }
  /**
   * A connect was cancelled (`cancelConnect`, its signal aborted). `connectorId` is absent when no connect was in
   * flight: connectors that pair outside `connect` (WalletConnect) abandon their pairing on it all the same.
   */
  CONNECT_CANCELLED: { namespace?: ChainNamespace | undefined; connectorId?: string | undefined }
  /** A wallet event that failed the boundary checks was dropped; `reason` says what was wrong with it. */
  WALLET_EVENT_REJECTED: { namespace: ChainNamespace; event: string; reason: string }
  /** `namespace` is absent when every namespace was disconnected. */
  DISCONNECT_SUCCESS: { namespace?: ChainNamespace | undefined; connectorId?: string | undefined }
  DISCONNECT_ERROR: { namespace?: ChainNamespace | undefined; message: string }
  SWITCH_NETWORK: {
    namespace: ChainNamespace
    networkId: CaipNetworkId
    previousNetworkId?: CaipNetworkId | undefined
  }
  /** A social login finished (popup or a `result_uri` return, spec section 4). */
  SOCIAL_LOGIN_SUCCESS: { provider?: string | undefined }
  SOCIAL_LOGIN_ERROR: { provider?: string | undefined; message: string }
  SIWX_AUTH_SUCCESS: { networkId: CaipNetworkId; isSmartAccount: boolean }
  SIWX_AUTH_ERROR: { networkId: CaipNetworkId; isSmartAccount: boolean; message: string }
  CLICK_CANCEL_SIWX: { networkId: CaipNetworkId; isSmartAccount: boolean }
  ERROR_FETCH_TRANSACTIONS: {
    namespace: ChainNamespace
    address: string
    networkId?: CaipNetworkId | undefined
    cursor?: string | undefined
    message: string
  }
}

export type WalletPortEventType = keyof WalletPortEvents
