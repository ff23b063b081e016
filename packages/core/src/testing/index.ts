// The `@walletport/core/testing` entry: the ChainAdapter contract suite, an in-memory adapter and wait helpers for tests.

export { createMemoryNameService, type MemoryNameService } from '../client/names/createMemoryNameService.js'
export type { ChainAdapterFixtures, WalletEventHooks } from './ChainAdapterFixtures.js'
export { ContractViolationError } from './ContractViolationError.js'
export { createManualClock, type ManualClock } from './createManualClock.js'
export {
  createMemoryAdapter,
  type MemoryAdapterFault,
  type MemoryAdapterOptions,
  type MemoryWallet,
  type MemoryWalletBehavior,
} from './createMemoryAdapter.js'
export {
  createMemoryOnrampProvider,
  type MemoryOnrampProviderOptions,
} from './createMemoryOnrampProvider.js'
export { createMemorySwapProvider, type MemorySwapProviderOptions } from './createMemorySwapProvider.js'
export { describeChainAdapter } from './describeChainAdapter.js'
export { eventually } from './eventually.js'
