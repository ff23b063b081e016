export { type ConnectorSourceLike, providerFromSources } from './providerFromSources.js'
export type {
  Account,
  AdapterConnection,
  AdapterContext,
  AdapterEndpoints,
  AdapterEventMap,
  Balance,
  ChainAdapter,
  HistoryEntry,
  HistoryPage,
  HistoryTransfer,
  Identity,
  SendTransactionParameters,
  TokenBalance,
  TransactionReceipt,
  TransactionResult,
  Unsubscribe,
} from './types.js'
