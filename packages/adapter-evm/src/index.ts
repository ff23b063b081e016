export type { EvmTransactionOverrides } from './buildEvmTransaction.js'
export { createEvmAdapter } from './createEvmAdapter.js'
export { INJECTED_CONNECTOR_ID } from './createInjectedConnector.js'
export { toChecksumAddress } from './toChecksumAddress.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  EvmAdapter,
  EvmAdapterOptions,
  EvmCall,
  EvmCallsStatus,
  EvmConfirmationOptions,
  EvmConnectorSource,
  EvmToken,
  EvmTypedData,
  EvmWindow,
} from './types.js'
export { validateEvmAddress } from './validateEvmAddress.js'
