export { type BitcoinNetworkKind, bitcoinNetworkKind, toBitcoinJsNetwork } from './bitcoinNetworkKind.js'
export { createBitcoinAdapter } from './createBitcoinAdapter.js'
export { toStandardConnectorId } from './discoverInjectedWallets.js'
export {
  BroadcastError,
  DustAmountError,
  FeeTooLowError,
  InsufficientFundsError,
  InvalidPsbtError,
} from './errors.js'
export {
  type CoinSelection,
  DUST_LIMIT,
  type SelectCoinsParameters,
  selectCoins,
  type Utxo,
} from './selectCoins.js'
export type {
  AddressPurpose,
  BitcoinAdapter,
  BitcoinAdapterOptions,
  BitcoinConnectorSource,
  BitcoinWalletClient,
  BitcoinWindow,
} from './types.js'
export { type BitcoinAddressType, validateBitcoinAddress } from './validateBitcoinAddress.js'
export { verifyBitcoinMessage } from './verifyBitcoinMessage.js'
