export {
  type AnnounceEvmTestWalletParameters,
  announceEvmTestWallet,
  type Eip6963ProviderDetail,
  evmTestWalletIcon,
} from './announceEvmTestWallet.js'
export {
  type CreateEvmTxIndexParameters,
  createEvmTxIndex,
  type EtherscanTx,
  type EvmTxIndex,
  type EvmTxQuery,
} from './createEvmTxIndex.js'
export {
  DEVNET_TEST_TOKEN,
  deployTestToken,
  TEST_TOKEN_CREATION_CODE,
  TEST_TOKEN_GRANT,
} from './deployTestToken.js'
export { defaultEvmMnemonic, deriveEvmAccounts, type EvmAccount } from './deriveEvmAccounts.js'
export { EvmRpcError, evmRpc } from './evmRpc.js'
export { AnvilNotFoundError, findAnvilBinary } from './findAnvilBinary.js'
export { type EvmIndexer, type StartEvmIndexerParameters, startEvmIndexer } from './indexer.js'
export { ProviderRpcError } from './ProviderRpcError.js'
export { type EvmNode, EvmNodeStartError, type StartEvmNodeParameters, startEvmNode } from './startEvmNode.js'
export {
  type CreateEvmTestWalletParameters,
  createEvmTestWallet,
  type Eip1193Provider,
  type EvmTestWallet,
  type EvmTestWalletBehavior,
  type RequestArguments,
} from './testWallet.js'
