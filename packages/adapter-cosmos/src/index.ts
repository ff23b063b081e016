export { TransactionRefusedError } from '@walletport/core/adapter'
export { createCosmosAdapter } from './createCosmosAdapter.js'
export { type KnownCosmosWallet, knownCosmosWallets } from './knownCosmosWallets.js'
export { makeAdr36SignDoc } from './makeAdr36SignDoc.js'
export { toCosmosWalletError } from './toCosmosWalletError.js'
export { type KeplrChainInfo, type KeplrCurrency, toKeplrChainInfo } from './toKeplrChainInfo.js'
export type {
  CosmosAdapter,
  CosmosAdapterOptions,
  CosmosConnectorSource,
  CosmosKey,
  CosmosSigningClientParameters,
  CosmosStdSignature,
  CosmosTransactionRequest,
  CosmosWindow,
  KeplrLikeProvider,
} from './types.js'
export { validateCosmosAddress } from './validateCosmosAddress.js'
export { verifyAdr36Signature } from './verifyAdr36Signature.js'
