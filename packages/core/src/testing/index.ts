// The `@walletport/core/testing` entry: the ChainAdapter contract suite and an in-memory adapter for tests.
export {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  type MemoryWallet,
  type MemoryWalletBehavior,
} from './createMemoryAdapter.js'
export { type ChainAdapterFixtures, describeChainAdapter } from './describeChainAdapter.js'
