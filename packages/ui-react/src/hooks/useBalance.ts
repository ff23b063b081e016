import type { ChainNamespace } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { selectChain } from './selectChain.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseBalanceReturnType {
  /** Formatted in the network's native unit, as core keeps it. */
  balance: string | undefined
  symbol: string | undefined
  /** Asks core to fetch the balance again (core caches balances for 30 s). */
  refetch(): void
  isFetching: boolean
  error: ClientActionReturnType<ChainNamespace | undefined, void>['error']
}

/** Native balance of the account on `namespace` (the active namespace by default). */
export function useBalance(namespace?: ChainNamespace): UseBalanceReturnType {
  const { client } = useWalletPortContext()
  const { balance, symbol } = useWalletPortState((state) => {
    const account = selectChain(state, namespace)?.accountState
    return { balance: account?.balance, symbol: account?.balanceSymbol }
  }, shallowEqual)
  const action = useCallback((key: ChainNamespace | undefined) => client.fetchBalance(key), [client])
  const { mutate, isPending, error } = useClientAction(action)
  const refetch = useCallback(() => mutate(namespace), [mutate, namespace])
  return { balance, symbol, refetch, isFetching: isPending, error }
}
