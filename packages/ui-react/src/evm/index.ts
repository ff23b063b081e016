'use client'

export { type UseSendCallsReturnType, useSendCalls } from '../hooks/useSendCalls.js'
export { type UseSignTypedDataReturnType, useSignTypedData } from '../hooks/useSignTypedData.js'
export { type UseWriteContractReturnType, useWriteContract } from '../hooks/useWriteContract.js'
