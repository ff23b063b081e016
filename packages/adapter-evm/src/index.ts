export type { EvmTransactionOverrides } from './buildEvmTransaction.js'
export { CallsCapabilityUnsupportedError, CallsFailedError } from './callsErrors.js'
export type { EvmClient } from './client/connectedEvm.js'
export {
  getCallsStatus,
  getCapabilities,
  type SendCallsParameters,
  sendCalls,
} from './client/sendCalls.js'
export { type SignTypedDataParameters, signTypedData } from './client/signTypedData.js'
export { type WaitForCallsStatusParameters, waitForCallsStatus } from './client/waitForCallsStatus.js'
export { type WriteContractParameters, writeContract } from './client/writeContract.js'
export { createEvmAdapter } from './createEvmAdapter.js'
export { INJECTED_CONNECTOR_ID } from './createInjectedConnector.js'
export type {
  EvmAbi,
  EvmCallParameters,
  EvmFunctionArgs,
  EvmTypedDataDefinition,
  EvmWriteContractParameters,
  EvmWriteFunctionName,
} from './evmTypedParameters.js'
export { toChecksumAddress } from './toChecksumAddress.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  EvmAdapter,
  EvmAdapterOptions,
  EvmCall,
  EvmCallsStatus,
  EvmCapabilities,
  EvmChainCapabilities,
  EvmConfirmationOptions,
  EvmConnectorSource,
  EvmSendCallsCapabilities,
  EvmToken,
  EvmTypedData,
  EvmWindow,
} from './types.js'
export { validateEvmAddress } from './validateEvmAddress.js'
