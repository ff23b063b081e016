export { createSolanaAdapter } from './createSolanaAdapter.js'
export {
  BlockhashExpiredError,
  InsufficientFundsError,
  InvalidCommitmentError,
  InvalidMintError,
  TokenAccountNotFoundError,
  TransactionNotFoundError,
  TransactionSimulationError,
} from './errors.js'
export { findWalletChain, toStandardChains } from './toStandardChain.js'
export { toStandardConnectorId } from './toStandardConnector.js'
export type {
  SolanaAdapter,
  SolanaAdapterOptions,
  SolanaConnectorSource,
  SolanaSignParameters,
  SolanaToken,
  SolanaTransaction,
  WalletStandardWindow,
} from './types.js'
export { validateSolanaAddress } from './validateSolanaAddress.js'
