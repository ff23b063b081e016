import type { ChainNamespace } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

export type DisconnectParameters = { namespace?: ChainNamespace } | undefined

export interface UseDisconnectReturnType extends ClientActionReturnType<DisconnectParameters, void> {
  disconnect(parameters?: DisconnectParameters): void
  disconnectAsync(parameters?: DisconnectParameters): Promise<void>
}

/** `client.disconnect` (every namespace when none is given) with pending and error states. */
export function useDisconnect(): UseDisconnectReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback((parameters: DisconnectParameters) => client.disconnect(parameters), [client])
  const result = useClientAction(action)
  return { ...result, disconnect: result.mutate, disconnectAsync: result.mutateAsync }
}
