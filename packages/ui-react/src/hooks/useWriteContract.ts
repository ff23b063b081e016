import {
  type EvmAbi,
  type EvmWriteFunctionName,
  type WriteContractParameters,
  writeContract,
} from '@walletport/adapter-evm'
import type { TransactionResult } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

type Action = ClientActionReturnType<WriteContractParameters, TransactionResult>

export interface UseWriteContractReturnType extends Action {
  /** A contract write; `functionName` and `args` are typed from `abi` (declare it `as const`). */
  writeContract<const TAbi extends EvmAbi, TFunctionName extends EvmWriteFunctionName<TAbi>>(
    parameters: WriteContractParameters<TAbi, TFunctionName>,
  ): void
  writeContractAsync<const TAbi extends EvmAbi, TFunctionName extends EvmWriteFunctionName<TAbi>>(
    parameters: WriteContractParameters<TAbi, TFunctionName>,
  ): Promise<TransactionResult>
}

/** eip155 contract writes on the connected network (or `network`), with pending, data ({ hash }) and error. */
export function useWriteContract(): UseWriteContractReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback(
    (parameters: WriteContractParameters) => writeContract(client, parameters),
    [client],
  )
  const result = useClientAction(action)
  return {
    ...result,
    writeContract: result.mutate as UseWriteContractReturnType['writeContract'],
    writeContractAsync: result.mutateAsync as UseWriteContractReturnType['writeContractAsync'],
  }
}
