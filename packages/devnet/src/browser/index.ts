// The `@walletport/devnet/browser` entry: test wallets that run in a page (no Node-only imports), for the
// playground and end-to-end tests. The node-starting parts stay in the main entry.
export {
  type AnnounceEvmTestWalletParameters,
  announceEvmTestWallet,
  type Eip6963ProviderDetail,
  evmTestWalletIcon,
} from '../evm/announceEvmTestWallet.js'
export { defaultEvmMnemonic, deriveEvmAccounts, type EvmAccount } from '../evm/deriveEvmAccounts.js'
export {
  type CreateEvmTestWalletParameters,
  createEvmTestWallet,
  type EvmTestWallet,
  type EvmTestWalletBehavior,
} from '../evm/testWallet.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletBehavior,
  SolanaWalletRejectionError,
} from '../solana/createSolanaTestWallet.js'
export { registerStandardWallet } from '../solana/registerStandardWallet.js'
export { solanaTestWalletIcon } from '../solana/solanaTestWalletIcon.js'
