export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletBehavior,
  SolanaWalletRejectionError,
} from './createSolanaTestWallet.js'
export {
  BLOCKHASH_LIFETIME_SLOTS,
  createSvmChain,
  LAMPORTS_PER_SIGNATURE,
  type SvmAccount,
  type SvmChain,
  SvmRpcError,
  type SvmSimulation,
  type SvmTransactionRecord,
} from './createSvmChain.js'
export { registerStandardWallet } from './registerStandardWallet.js'
export { solanaTestWalletIcon } from './solanaTestWalletIcon.js'
export {
  type SolanaDevnet,
  type StartSolanaDevnetParameters,
  startSolanaDevnet,
} from './startSolanaDevnet.js'
export { svmRpcMethods } from './svmRpcMethods.js'
