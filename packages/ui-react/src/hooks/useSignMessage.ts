import type { ChainNamespace } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

export type SignMessageParameters = { message: string; namespace?: ChainNamespace }

export interface UseSignMessageReturnType extends ClientActionReturnType<SignMessageParameters, string> {
  signMessage: ClientActionReturnType<SignMessageParameters, string>['mutate']
  signMessageAsync: ClientActionReturnType<SignMessageParameters, string>['mutateAsync']
}

/** `client.signMessage` with pending, data (the signature) and error states. */
export function useSignMessage(): UseSignMessageReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback((parameters: SignMessageParameters) => client.signMessage(parameters), [client])
  const result = useClientAction(action)
  return { ...result, signMessage: result.mutate, signMessageAsync: result.mutateAsync }
}
