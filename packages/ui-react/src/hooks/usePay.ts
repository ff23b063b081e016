import type { PayParameters, PayResult } from '@walletport/core/pay'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

type Action = ClientActionReturnType<PayParameters, PayResult>

export interface UsePayReturnType extends Action {
  pay: Action['mutate']
  payAsync: Action['mutateAsync']
}

/**
 * `pay({ recipient, amount, asset, network })` (feature `pay`) with pending, data (the confirmed receipt) and error
 * states. The payment code is fetched with import() on the first call.
 */
export function usePay(): UsePayReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback(
    async (parameters: PayParameters) => (await import('@walletport/core/pay')).pay(client, parameters),
    [client],
  )
  const result = useClientAction(action)
  return { ...result, pay: result.mutate, payAsync: result.mutateAsync }
}
