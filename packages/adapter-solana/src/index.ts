export { createSolanaAdapter } from './createSolanaAdapter.js'
export {
  BlockhashExpiredError,
  InsufficientFundsError,
  InvalidCommitmentError,
  TransactionNotFoundError,
  TransactionSimulationError,
  WalletNotConnectedError,
} from './errors.js'
export { findWalletChain, toStandardChains } from './toStandardChain.js'
export { toStandardConnectorId } from './toStandardConnector.js'
export type { SolanaAdapter, SolanaAdapterOptions, SolanaConnectorSource, SolanaToken } from './types.js'
export { validateSolanaAddress } from './validateSolanaAddress.js'
export type { WalletStandardWindow } from './watchStandardWallets.js'
