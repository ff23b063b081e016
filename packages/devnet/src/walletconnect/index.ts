export {
  bitcoinRegtestChain,
  type CreateBitcoinResponderParameters,
  createBitcoinResponder,
  walletConnectTestWalletBitcoinMethods,
} from './createBitcoinResponder.js'
export {
  type CreateCosmosResponderParameters,
  createCosmosResponder,
  walletConnectTestWalletCosmosMethods,
} from './createCosmosResponder.js'
export {
  type CreateEvmResponderParameters,
  createEvmResponder,
  walletConnectTestWalletEvents,
  walletConnectTestWalletMethods,
} from './createEvmResponder.js'
export {
  type CreatePolkadotResponderParameters,
  createPolkadotResponder,
  walletConnectTestWalletPolkadotMethods,
} from './createPolkadotResponder.js'
export {
  type CreateSolanaResponderParameters,
  createSolanaResponder,
  walletConnectTestWalletSolanaMethods,
} from './createSolanaResponder.js'
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletBehavior,
} from './createWalletConnectTestWallet.js'
export { readJsonRpcId } from './readJsonRpcId.js'
export { RelayAuthError, type RelayJwtClaims, signRelayJwt, verifyRelayJwt } from './relayAuth.js'
export { type SignProposalSignInsParameters, signProposalSignIns } from './signProposalSignIns.js'
export {
  type StartWalletConnectRelayParameters,
  startWalletConnectRelay,
  type WalletConnectRelay,
} from './startWalletConnectRelay.js'
export {
  answerWalletConnectRequest,
  requestedChains,
  toSessionNamespaces,
  type WalletConnectRequest,
  type WalletConnectResponder,
  type WalletConnectResponderContext,
} from './walletConnectResponder.js'
