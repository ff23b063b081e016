import { type EvmCallsStatus, waitForCallsStatus } from '@walletport/adapter-evm'
import { useEffect, useState } from 'react'
import { useWalletPortContext } from '../context.js'
import type { ClientActionState } from './useClientAction.js'

export interface UseCallsStatusParameters {
  /** The batch `useSendCalls` returned; nothing happens while it is undefined. */
  id: string | undefined
  /** See `waitForCallsStatus`. */
  timeoutMs?: number
}

export type UseCallsStatusReturnType = ClientActionState<EvmCallsStatus>

const idle: UseCallsStatusReturnType = { data: undefined, error: undefined, isPending: false, status: 'idle' }

/**
 * Follows an EIP-5792 batch with `waitForCallsStatus` and holds its final status (`data.status` 200 confirmed,
 * 4xx–6xx failed, `data.atomic`, `data.receipts`). A new id starts a new wait; an older wait's outcome is dropped.
 */
export function useCallsStatus({ id, timeoutMs }: UseCallsStatusParameters): UseCallsStatusReturnType {
  const { client } = useWalletPortContext()
  const [state, setState] = useState(idle)
  useEffect(() => {
    if (id === undefined) {
      setState(idle)
      return
    }
    let current = true
    setState({ data: undefined, error: undefined, isPending: true, status: 'pending' })
    waitForCallsStatus(client, { id, ...(timeoutMs !== undefined && { timeoutMs }) }).then(
      (data) => current && setState({ data, error: undefined, isPending: false, status: 'success' }),
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
  }, [client, id, timeoutMs])
  return state
}
