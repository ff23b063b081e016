import { type SignTypedDataParameters, signTypedData } from '@walletport/adapter-evm'
import type { TypedData } from 'abitype'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

type Action = ClientActionReturnType<SignTypedDataParameters, string>

export interface UseSignTypedDataReturnType extends Action {
  /** EIP-712 signing; `message` is typed from `types` and `primaryType` (declare them `as const`). */
  signTypedData<const TTypes extends TypedData, TPrimaryType extends keyof TTypes & string>(
    parameters: SignTypedDataParameters<TTypes, TPrimaryType>,
  ): void
  signTypedDataAsync<const TTypes extends TypedData, TPrimaryType extends keyof TTypes & string>(
    parameters: SignTypedDataParameters<TTypes, TPrimaryType>,
  ): Promise<string>
}

/** eip155 typed-data signing (`eth_signTypedData_v4`) with pending, data (the signature) and error states. */
export function useSignTypedData(): UseSignTypedDataReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback(
    (parameters: SignTypedDataParameters) => signTypedData(client, parameters),
    [client],
  )
  const result = useClientAction(action)
  return { ...result, signTypedData: result.mutate, signTypedDataAsync: result.mutateAsync }
}
