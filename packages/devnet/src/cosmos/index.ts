export {
  type CosmosBlock,
  type CosmosChain,
  type CosmosEvent,
  type CosmosLedgerAccount,
  CosmosTxError,
  type CosmosTxRecord,
  type CosmosTxResult,
  type CreateCosmosChainParameters,
  cosmosGas,
  createCosmosChain,
} from './createCosmosChain.js'
export {
  type CosmosOfflineSigner,
  type CosmosSuggestedChainInfo,
  type CosmosTestWallet,
  type CosmosTestWalletBehavior,
  type CosmosTestWalletChain,
  type CosmosWalletKey,
  type CreateCosmosTestWalletParameters,
  cosmosKeystoreChangeEvent,
  cosmosRejectionMessage,
  createCosmosTestWallet,
  type KeplrLikeWallet,
  makeAdr36SignDoc,
  verifyAdr36Signature,
} from './createCosmosTestWallet.js'
export {
  type CosmosAccount,
  cosmosAddressOf,
  defaultCosmosMnemonic,
  deriveCosmosAccounts,
} from './deriveCosmosAccounts.js'
export { COMET_VERSION, CometRpcError, cometRpcMethods, handleCometRpc } from './handleCometRpc.js'
export { injectCosmosTestWallet } from './injectCosmosTestWallet.js'
export {
  type CosmosDevnet,
  type StartCosmosDevnetParameters,
  startCosmosDevnet,
} from './startCosmosDevnet.js'
