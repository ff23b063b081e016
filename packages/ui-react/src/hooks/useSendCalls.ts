import { type SendCallsParameters, sendCalls } from '@walletport/adapter-evm'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

type Action = ClientActionReturnType<SendCallsParameters, { id: string }>

export interface UseSendCallsReturnType extends Action {
  sendCalls: Action['mutate']
  sendCallsAsync: Action['mutateAsync']
}

/** EIP-5792 `wallet_sendCalls` on the connected eip155 network, with pending, data ({ id }) and error. */
export function useSendCalls(): UseSendCallsReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback((parameters: SendCallsParameters) => sendCalls(client, parameters), [client])
  const result = useClientAction(action)
  return { ...result, sendCalls: result.mutate, sendCallsAsync: result.mutateAsync }
}
