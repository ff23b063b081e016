export {
  InvalidAddressError,
  InvalidWalletResponseError,
  WalletNotConnectedError,
} from './adapter.js'
export { WalletPortError, type WalletPortErrorParameters } from './base.js'
export { CaipParseError } from './caip.js'
export { HttpRequestError, RpcRequestError, TimeoutError } from './chainClient.js'
export {
  AccountNotConnectedError,
  AdapterNamespaceNotFoundError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  DisconnectChainsError,
  DisconnectError,
  NetworkNotFoundError,
  UnknownWalletError,
  WalletConnectConnectorNotFoundError,
  WalletEndedConnectionError,
} from './connection.js'
export { TokenBalanceUnavailableError, TransactionsFetchError } from './data.js'
export { InvalidEncodingError } from './encoding.js'
export { errorMessage } from './errorMessage.js'
export {
  EmailCooldownError,
  EmailLoginDependencyError,
  FrameError,
  FrameIframeNotSetError,
} from './frame.js'
export { NoActiveCaipAddressError } from './internal.js'
export { isUserRejection } from './isUserRejection.js'
export { MethodNotSupportedError } from './methodNotSupported.js'
export {
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
  NamesForAddressError,
} from './names.js'
export { ConflictingSignInOptionsError } from './options.js'
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerRpc.js'
export {
  ActionNotAllowedError,
  RequestAbortedError,
  RpcNotAllowedError,
  SomethingWentWrongError,
} from './rpc.js'
export { type RpcErrorLink, rpcErrorChain } from './rpcErrorChain.js'
export { AmountBelowMinimumError, AmountExceedsBalanceError, RecipientNotFoundError } from './send.js'
export {
  NoActiveNetworkOrClientError,
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountSignatureError,
} from './siwx.js'
export { type RpcError, toProviderRpcError } from './toProviderRpcError.js'
export { toWalletPortError } from './toWalletPortError.js'
export { InvalidAmountError, TipAboveFeeCapError } from './transactions.js'
export { ConnectionCancelledError, WalletRequestFailedError, WalletTimeoutError } from './wallet.js'
export { TooManyPendingTransactionsError, WalletConnectionChangedError } from './walletRequests.js'
