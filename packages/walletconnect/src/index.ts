export type { WalletConnectBitcoinClient } from './bip122/createWalletConnectBitcoinClient.js'
export { type BuildNamespacesParameters, buildNamespaces, type ProposalNamespace } from './buildNamespaces.js'
export { type Cacao, cacaoToSiwxSession, parseDidPkh } from './cacaoToSiwxSession.js'
export { canUseOneClickAuth } from './canUseOneClickAuth.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
  getWalletConnectNamespaces,
} from './connectWalletConnect.js'
export type {
  CosmosSignDoc,
  WalletConnectCosmosKey,
  WalletConnectCosmosSignature,
  WalletConnectCosmosSigner,
  WalletConnectCosmosWallet,
} from './cosmos/createWalletConnectCosmosWallet.js'
export { createWalletConnectConnector, WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'
export { InvalidSolanaTransactionError } from './errors.js'
export { type NamespaceRequest, namespaceDefaults } from './namespaceDefaults.js'
export type { WalletConnectAuthenticateParameters, WalletConnectAuthentication } from './pairOnce.js'
export type {
  PolkadotSignerPayload,
  WalletConnectPolkadotAccount,
  WalletConnectPolkadotExtension,
  WalletConnectPolkadotInjected,
} from './polkadot/createWalletConnectPolkadotExtension.js'
export { signInWhilePairing } from './signInWhilePairing.js'
export type {
  WalletConnectSolanaFeatures,
  WalletConnectSolanaWallet,
} from './solana/createWalletConnectSolanaWallet.js'
export type {
  WalletConnectBitcoinConnectorSource,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectConnectorSource,
  WalletConnectCosmosConnectorSource,
  WalletConnectEvents,
  WalletConnectNamespaceProvider,
  WalletConnectPolkadotConnectorSource,
  WalletConnectSession,
  WalletConnectSolanaConnectorSource,
  WalletConnectSourceOf,
  WalletConnectStorage,
} from './types.js'
export { watchWalletConnect } from './watchWalletConnect.js'
