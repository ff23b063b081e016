export {
  type CreateWagmiConfigParameters,
  createWagmiConfig,
  type WagmiChainIds,
  type WagmiChainsOf,
  type WalletPortWagmiConfig,
} from './createWagmiConfig.js'
export {
  ConnectModalClosedError,
  EvmNetworkNotConfiguredError,
  NoEvmNetworksError,
  NotAnEvmNetworkError,
} from './errors.js'
export { type EvmConnection, readEvmConnection } from './readEvmConnection.js'
export { toWagmiChain } from './toWagmiChain.js'
export { type WalletPortConnectorParameters, walletPort, walletPortConnectorId } from './walletPort.js'
