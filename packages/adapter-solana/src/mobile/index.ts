export { LocalNetworkAccessError } from '../mobileWalletAdapter/LocalNetworkAccessError.js'
export {
  MOBILE_WALLET_ADAPTER_CONNECTOR_ID,
  type MobileWalletAdapterParameters,
  mobileWalletAdapter,
} from '../mobileWalletAdapter/mobileWalletAdapter.js'
export { supportsMobileWalletAdapter } from '../mobileWalletAdapter/supportsMobileWalletAdapter.js'
