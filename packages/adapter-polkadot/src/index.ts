export { TransactionRefusedError } from '@walletport/core/adapter'
export { toNetworkAddress } from './address/toNetworkAddress.js'
export { decodePolkadotAddress, validatePolkadotAddress } from './address/validatePolkadotAddress.js'
export { createPolkadotAdapter } from './createPolkadotAdapter.js'
export { NoPolkadotAccountsError } from './errors.js'
export {
  ExistentialDepositError,
  InsufficientFundsError,
  PolkadotDispatchError,
} from './transactions/transactionErrors.js'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedWindowProvider,
  PolkadotAdapter,
  PolkadotAdapterOptions,
  PolkadotBalance,
  PolkadotConnectorSource,
  PolkadotProvider,
  PolkadotReceipt,
  PolkadotTransactionRequest,
  PolkadotWindow,
} from './types.js'
