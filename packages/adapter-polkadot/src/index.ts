export { toNetworkAddress } from './address/toNetworkAddress.js'
export { decodePolkadotAddress, validatePolkadotAddress } from './address/validatePolkadotAddress.js'
export { createPolkadotAdapter } from './createPolkadotAdapter.js'
export {
  ExistentialDepositError,
  InsufficientFundsError,
  NoPolkadotAccountsError,
  PolkadotDispatchError,
  TransactionRefusedError,
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
