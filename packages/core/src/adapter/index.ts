// The `@walletport/core/adapter` entry: the adapter kit, what every ChainAdapter (ours and third parties') is built
// from. The contract suite that checks an adapter is `describeChainAdapter` of `@walletport/core/testing`.

export { BALANCE_CACHE_MS } from '../client/data/constants.js'
export {
  bytesToHex,
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  hexToBytes,
  utf8ToHex,
} from '../encoding/index.js'
export {
  InvalidAddressError,
  InvalidWalletResponseError,
  WalletNotConnectedError,
} from '../errors/adapter.js'
export { MethodNotSupportedError } from '../errors/methodNotSupported.js'
export { InvalidAmountError, TransactionRefusedError } from '../errors/transactions.js'
export type { AdapterParameters } from './adapterParameters.js'
export { bindActions, bindLazyActions } from './bindActions.js'
export {
  type BindAdapterParameters,
  type BindableAdapterState,
  bindAdapter,
  LAZY_ADAPTER_OPERATIONS,
  type LazyAdapterOperation,
} from './bindAdapter.js'
export { type Clock, systemClock } from './clock.js'
export { type AdapterEmitter, createAdapterEmitter } from './createAdapterEmitter.js'
export { type AdapterState, createAdapterState } from './createAdapterState.js'
export { type ConnectionSlot, createConnectionSlot, type SlotConnection } from './createConnectionSlot.js'
export { fetchNode, NODE_REQUEST_TIMEOUT_MS, type NodeRequestInit } from './fetchNode.js'
export { findAdapterNetwork } from './findAdapterNetwork.js'
export { formatUnits } from './formatUnits.js'
export { haveConnectorsChanged } from './haveConnectorsChanged.js'
export { pageWindow } from './pageWindow.js'
export { parseUnits } from './parseUnits.js'
export {
  type ParseWalletAddressParameters,
  parseWalletAddress,
  parseWalletAddresses,
} from './parseWalletAddresses.js'
export { parseWalletEvent } from './parseWalletEvent.js'
export { type ConnectorSourceLike, providerFromSources } from './providerFromSources.js'
export { type RequestJsonRpcOptions, requestJsonRpc } from './requestJsonRpc.js'
export { requireAccounts, requireWallet } from './requireWallet.js'
export { type AdapterRpcOptions, resolveAdapterRpcUrl } from './resolveAdapterRpcUrl.js'
export { retryAfterMsOf } from './retryAfterMsOf.js'
export { toBalance } from './toBalance.js'
export type {
  Account,
  AdapterConnection,
  AdapterContext,
  AdapterEndpoints,
  AdapterEventMap,
  Balance,
  ChainAdapter,
  ConfirmationOptions,
  HistoryEntry,
  HistoryPage,
  HistoryTransfer,
  Identity,
  NamespaceInfo,
  SendTransactionParameters,
  TokenBalance,
  TransactionReceipt,
  TransactionResult,
  Unsubscribe,
} from './types.js'
export { type WaitUntilParameters, waitUntil } from './waitUntil.js'
export {
  type AnnouncementProtocol,
  type ProviderAnnouncement,
  toAnnouncedConnector,
  watchAnnouncedConnectors,
} from './watchAnnouncedConnectors.js'
export {
  type StandardWalletRegistry,
  type WatchStandardWalletsParameters,
  watchStandardWallets,
} from './watchStandardWallets.js'
export { withConfirmationDefaults } from './withConfirmationDefaults.js'
