import type { WalletPortClient } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

export type SendTransactionParameters = Parameters<WalletPortClient['sendTransaction']>[0]
export type SendTransactionData = Awaited<ReturnType<WalletPortClient['sendTransaction']>>

type Action = ClientActionReturnType<SendTransactionParameters, SendTransactionData>

export interface UseSendTransactionReturnType extends Action {
  sendTransaction: Action['mutate']
  sendTransactionAsync: Action['mutateAsync']
}

/** `client.sendTransaction` with pending, data ({ hash, wait }) and error states. */
export function useSendTransaction(): UseSendTransactionReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback(
    (parameters: SendTransactionParameters) => client.sendTransaction(parameters),
    [client],
  )
  const result = useClientAction(action)
  return { ...result, sendTransaction: result.mutate, sendTransactionAsync: result.mutateAsync }
}
