export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletBehavior,
  walletConnectTestWalletEvents,
  walletConnectTestWalletMethods,
} from './createWalletConnectTestWallet.js'
export { readJsonRpcId } from './readJsonRpcId.js'
export { RelayAuthError, type RelayJwtClaims, signRelayJwt, verifyRelayJwt } from './relayAuth.js'
export {
  type StartWalletConnectRelayParameters,
  startWalletConnectRelay,
  type WalletConnectRelay,
} from './startWalletConnectRelay.js'
