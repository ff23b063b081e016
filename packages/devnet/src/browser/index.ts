// The `@walletport/devnet/browser` entry: test wallets that run in a page (no Node-only imports), for the
// playground and end-to-end tests. The node-starting parts stay in the main entry.
// From the files themselves: '../bitcoin/index.js' also exports the bcoin node (node:http), which a page cannot load.
export { defaultBitcoinTestKeys } from '../bitcoin/bitcoinTestKeys.js'
export {
  type BitcoinStandardWallet,
  bitcoinTestWalletIcon,
  createBitcoinStandardWallet,
} from '../bitcoin/createBitcoinStandardWallet.js'
export {
  type RegisterBitcoinTestWalletParameters,
  registerBitcoinTestWallet,
} from '../bitcoin/registerBitcoinTestWallet.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletBehavior,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
  satsConnectErrorCodes,
} from '../bitcoin/testWallet.js'
export {
  type CosmosOfflineSigner,
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
} from '../cosmos/createCosmosTestWallet.js'
export {
  type CosmosAccount,
  cosmosAddressOf,
  defaultCosmosMnemonic,
  deriveCosmosAccounts,
} from '../cosmos/deriveCosmosAccounts.js'
export { injectCosmosTestWallet } from '../cosmos/injectCosmosTestWallet.js'
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
  type CreatePolkadotTestExtensionParameters,
  createPolkadotTestExtension,
  type InjectedPolkadotAccount,
  type InjectedPolkadotExtension,
  type InjectedWindowProvider,
  type PolkadotTestExtension,
  type PolkadotTestExtensionBehavior,
  type PolkadotTestExtensionPrompt,
  polkadotRejectionMessages,
} from '../polkadot/createPolkadotTestExtension.js'
export { injectPolkadotTestExtension } from '../polkadot/injectPolkadotTestExtension.js'
export {
  defaultPolkadotTestAccounts,
  derivePolkadotTestAccounts,
  type PolkadotKeyType,
  type PolkadotTestAccount,
  type PolkadotTestAccountSpec,
} from '../polkadot/polkadotTestAccounts.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletBehavior,
  SolanaWalletRejectionError,
} from '../solana/createSolanaTestWallet.js'
export { registerStandardWallet } from '../solana/registerStandardWallet.js'
export { solanaTestWalletIcon } from '../solana/solanaTestWalletIcon.js'
// The per-namespace answering of the WalletConnect test wallet (the sign client itself is loaded by the page).
export {
  bitcoinRegtestChain,
  type CreateBitcoinResponderParameters,
  createBitcoinResponder,
  walletConnectTestWalletBitcoinMethods,
} from '../walletconnect/createBitcoinResponder.js'
export {
  type CreateCosmosResponderParameters,
  createCosmosResponder,
  walletConnectTestWalletCosmosMethods,
} from '../walletconnect/createCosmosResponder.js'
export {
  type CreateEvmResponderParameters,
  createEvmResponder,
  walletConnectTestWalletEvents,
  walletConnectTestWalletMethods,
} from '../walletconnect/createEvmResponder.js'
export {
  type CreatePolkadotResponderParameters,
  createPolkadotResponder,
  walletConnectTestWalletPolkadotMethods,
} from '../walletconnect/createPolkadotResponder.js'
export {
  type CreateSolanaResponderParameters,
  createSolanaResponder,
  walletConnectTestWalletSolanaMethods,
} from '../walletconnect/createSolanaResponder.js'
export {
  type SignProposalSignInsParameters,
  signProposalSignIns,
} from '../walletconnect/signProposalSignIns.js'
export {
  answerWalletConnectRequest,
  requestedChains,
  toSessionNamespaces,
  type WalletConnectRequest,
  type WalletConnectResponder,
  type WalletConnectResponderContext,
} from '../walletconnect/walletConnectResponder.js'
