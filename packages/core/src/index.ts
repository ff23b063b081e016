// The main entry: each area's index names what it exports.

export type { AdapterOf, RegisteredAdapters } from './adapter/registeredAdapters.js'
export type {
  Account,
  AdapterConnection,
  AdapterContext,
  AdapterEndpoints,
  AdapterEventMap,
  Balance,
  ChainAdapter,
  ConfirmationOptions,
  ConnectSignIn,
  HistoryEntry,
  HistoryPage,
  HistoryTransfer,
  Identity,
  NamespaceInfo,
  SendTransactionParameters,
  TokenBalance,
  TransactionReceipt,
  TransactionResult,
  TransferParameters,
  TransferQuote,
  Unsubscribe,
} from './adapter/types.js'
export * from './caip/index.js'
export type { SetAuthAccountParameters } from './client/connection/setAuthAccount.js'
export type { ResolvedOptions } from './client/context.js'
export { createPlatform } from './client/createPlatform.js'
export { createWalletPort } from './client/createWalletPort.js'
export {
  describeTransactionError,
  TRANSACTION_ERROR_MESSAGES,
} from './client/data/describeTransactionError.js'
export { filterSpamTransactions } from './client/history/filterSpamTransactions.js'
export { groupTransactionsByYear, type TransactionsByYear } from './client/history/groupTransactionsByYear.js'
export {
  type CreateHttpNameServiceParameters,
  createHttpNameService,
} from './client/names/createHttpNameService.js'
export { getCoinType } from './client/names/getCoinType.js'
export type { NameRecord, NameRegistration, NameService, NameSuggestion } from './client/names/types.js'
export { isUnsupportedChain } from './client/networks/isUnsupportedChain.js'
export type {
  AppMetadata,
  ConnectMethod,
  Endpoints,
  Features,
  Platform,
  WalletFeature,
  WalletPortOptions,
  WalletTimeouts,
} from './client/options.js'
export { DEFAULT_FEATURES, DEFAULT_TIMEOUTS } from './client/resolveOptions.js'
export { filterTelegramSocials, readTelegramPlatform } from './client/router/filterTelegramSocials.js'
export type { WalletChoice } from './client/router/findWalletConnector.js'
export { getConnectMethods } from './client/router/getConnectMethods.js'
export { getSolanaBrowseDeepLink } from './client/router/getSolanaBrowseDeepLink.js'
export { isCloseBlocked } from './client/router/isCloseBlocked.js'
export { isOriginAllowed } from './client/router/isOriginAllowed.js'
export { isWalletConnectAvailable } from './client/router/isWalletConnectAvailable.js'
export type { SelectWalletParameters, SelectWalletReturnType } from './client/router/selectWallet.js'
export {
  type CreateBackendSiwxParameters,
  createBackendSiwx,
} from './client/siwx/backend/createBackendSiwx.js'
export {
  type CheckSiwxSessionParameters,
  checkSiwxSession,
  type IssuedSiwxRequest,
} from './client/siwx/checkSiwxSession.js'
export { type CreateDefaultSiwxParameters, createDefaultSiwx } from './client/siwx/createDefaultSiwx.js'
export { createNonce } from './client/siwx/createNonce.js'
export { type FormatSiwxMessageParameters, formatSiwxMessage } from './client/siwx/formatSiwxMessage.js'
export { getSiwxChainName } from './client/siwx/getSiwxChainName.js'
export { getSiwxVerifier } from './client/siwx/getSiwxVerifier.js'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxRequest } from './client/siwx/types.js'
export { cookieToInitialState, type WalletPortInitialState } from './client/ssr/cookieToInitialState.js'
export {
  type AccountState,
  type AccountTab,
  type Alert,
  type ChainState,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  type EmbeddedWalletUser,
  type HistoryState,
  type ModalState,
  type NetworkState,
  type RouterData,
  type SiwxStatus,
  type SocialWindow,
  type ThemeState,
  type Toast,
  type TransactionsByMonth,
  VIEWS,
  type View,
  type WalletPortState,
} from './client/state.js'
export type { Equality, Listener, Store } from './client/store.js'
export { createStore } from './client/store.js'
export type { WalletPortClient } from './client/WalletPortClient.js'
export * from './connectors/index.js'
export * from './encoding/index.js'
export { ConnectorNotFoundError, NoAccountsError } from './errors/connection.js'
export { AccountAddressRequiredError } from './errors/data.js'
export * from './errors/index.js'
export { NameServiceNotConfiguredError } from './errors/names.js'
export { InvalidNetworkError, NetworkSwitchDisabledError, RpcUrlNotFoundError } from './errors/networks.js'
export { InvalidOptionsError } from './errors/options.js'
export { FeatureDisabledError, InvalidPageUrlError, UnknownViewError } from './errors/router.js'
export { InvalidSiwxMessageError, SiwxNonceError, SiwxSessionRejectedError } from './errors/siwx.js'
export * from './events/index.js'
export * from './images/index.js'
export { type DefineNetworkParameters, defineNetwork } from './networks/defineNetwork.js'
export { type GetRpcUrlParameters, getRpcUrl } from './networks/getRpcUrl.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './networks/types.js'
export { withPublicRpc } from './networks/withPublicRpc.js'
export { withRpc } from './networks/withRpc.js'
export type { Nft, NftReader, NftsResult } from './nfts/types.js'
export * from './rpc/index.js'
export * from './schemas/index.js'
export * from './send/index.js'
export * from './storage/index.js'
