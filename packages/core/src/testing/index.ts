// The `@walletport/core/testing` entry: the ChainAdapter contract suite and an in-memory adapter for tests.

export { createMemoryNameService, type MemoryNameService } from '../client/names/createMemoryNameService.js'
export {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  type MemoryWallet,
  type MemoryWalletBehavior,
} from './createMemoryAdapter.js'
export { type ChainAdapterFixtures, describeChainAdapter } from './describeChainAdapter.js'
