export { TransactionRefusedError } from '@walletport/core/adapter'
export { toNetworkAddress } from './address/toNetworkAddress.js'
export { decodePolkadotAddress, validatePolkadotAddress } from './address/validatePolkadotAddress.js'
export { createPolkadotAdapter } from './createPolkadotAdapter.js'
export {
  ExistentialDepositError,
  InsufficientFundsError,
  NoPolkadotAccountsError,
  PolkadotDispatchError,
} from './errors.js'
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
