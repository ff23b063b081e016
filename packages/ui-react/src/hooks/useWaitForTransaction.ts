import {
  CaipNetworkUndefinedError,
  type ChainNamespace,
  type Network,
  type TransactionReceipt,
} from '@walletport/core'
import { useEffect, useState } from 'react'
import { useWalletPortContext } from '../context.js'
import type { ClientActionState } from './useClientAction.js'

export interface UseWaitForTransactionParameters {
  /** The transaction to follow; nothing happens while it is undefined. */
  hash: string | undefined
  /** Its namespace; the active one by default. */
  namespace?: ChainNamespace
  /** Its network; the namespace's connected one by default. */
  network?: Network
}

export type UseWaitForTransactionReturnType = ClientActionState<TransactionReceipt>

const idle: UseWaitForTransactionReturnType = {
  data: undefined,
  error: undefined,
  isPending: false,
  status: 'idle',
}

/**
 * Waits for `hash` with the adapter's `waitForTransaction` (its confirmations and time-out) and holds the receipt.
 * A new hash starts a new wait; the outcome of a wait for an older hash, or after unmount, is dropped.
 */
export function useWaitForTransaction({
  hash,
  namespace,
  network,
}: UseWaitForTransactionParameters): UseWaitForTransactionReturnType {
  const { client } = useWalletPortContext()
  const [state, setState] = useState(idle)
  useEffect(() => {
    if (hash === undefined) {
      setState(idle)
      return
    }
    let current = true
    setState({ data: undefined, error: undefined, isPending: true, status: 'pending' })
    const wait = async () => {
      const snapshot = client.getState()
      const target = namespace ?? snapshot.activeChain
      const chain = target === undefined ? undefined : snapshot.chains[target]
      const on = network ?? chain?.networkState.caipNetwork
      if (target === undefined || on === undefined) throw new CaipNetworkUndefinedError()
      return client.getAdapter(target).waitForTransaction({ hash, network: on })
    }
    wait().then(
      (receipt) =>
        current && setState({ data: receipt, error: undefined, isPending: false, status: 'success' }),
      (error: unknown) =>
        current &&
        setState({
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          isPending: false,
          status: 'error',
        }),
    )
    return () => {
      current = false
    }
  }, [client, hash, namespace, network])
  return state
}
