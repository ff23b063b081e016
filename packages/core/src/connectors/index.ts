export { addRecentWallet, MAX_RECENT_WALLETS } from './addRecentWallet.js'
export type { EmailAuth, EmailConnectAction, EmbeddedDevice, LinkedIdentity } from './EmailAuth.js'
export { type FilterableWallet, type FilterWalletsOptions, filterWallets } from './filterWallets.js'
export { findEmailAuth } from './findEmailAuth.js'
export { findInAppBrowserWallet, type InAppBrowserMatch } from './findInAppBrowserWallet.js'
export { findSocialAuth } from './findSocialAuth.js'
export { getConnectorChains } from './getConnectorChains.js'
export {
  CONNECTOR_GROUPS,
  type ConnectorGroup,
  type ConnectorGroupEntry,
  groupConnectors,
  type OrderConnectorsOptions,
} from './groupConnectors.js'
export {
  type InAppBrowserPage,
  type InAppBrowserWallet,
  inAppBrowserWallets,
} from './inAppBrowserWallets.js'
export { isConnectorInstalled } from './isConnectorInstalled.js'
export { isSafeImageUrl, withSafeImage } from './isSafeImageUrl.js'
export { mergeConnectors } from './mergeConnectors.js'
export { normalizeConnectorName } from './normalizeConnectorName.js'
export { orderConnectors } from './orderConnectors.js'
export type { SocialAuth, SocialLoginPopup, SocialLoginResult } from './SocialAuth.js'
export {
  CONNECTOR_TYPES,
  type Connector,
  type ConnectorInfo,
  type ConnectorType,
  type Wallet,
} from './types.js'
