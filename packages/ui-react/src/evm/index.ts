'use client'

export {
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
  useCallsStatus,
} from '../hooks/useCallsStatus.js'
export { type UseCapabilitiesReturnType, useCapabilities } from '../hooks/useCapabilities.js'
export { type UseSendCallsReturnType, useSendCalls } from '../hooks/useSendCalls.js'
export { type UseSignTypedDataReturnType, useSignTypedData } from '../hooks/useSignTypedData.js'
export { type UseWriteContractReturnType, useWriteContract } from '../hooks/useWriteContract.js'
