import type { Network } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'

type Action = ClientActionReturnType<Network, void>

export interface UseSwitchNetworkReturnType extends Action {
  /** Every network the app configured, all namespaces. */
  networks: readonly Network[]
  switchNetwork: Action['mutate']
  switchNetworkAsync: Action['mutateAsync']
}

/** `client.switchNetwork` with pending, error and status (the wallet's refusal lands in `error`). */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const { client } = useWalletPortContext()
  const action = useCallback((network: Network) => client.switchNetwork(network), [client])
  const result = useClientAction(action)
  return {
    ...result,
    networks: client.options.networks,
    switchNetwork: result.mutate,
    switchNetworkAsync: result.mutateAsync,
  }
}
