import type { ChainNamespace, Connector, WalletPortClient } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionReturnType, useClientAction } from './useClientAction.js'
import { useWalletPortState } from './useWalletPortState.js'

export type ConnectParameters = Parameters<WalletPortClient['connect']>[0]

type Action = ClientActionReturnType<ConnectParameters, void>

export interface UseConnectReturnType extends Action {
  /** Every connector the adapters found (injected, announced, WalletConnect, embedded…), in the modal's order. */
  connectors: readonly Connector[]
  connect: Action['mutate']
  connectAsync: Action['mutateAsync']
  /** Cancels the connect in flight (its promise rejects with `ConnectionCancelledError`). */
  cancel(parameters?: { namespace?: ChainNamespace }): void
}

/**
 * Headless connect, for an app that draws its own wallet list: the connectors and `client.connect` with pending,
 * error and status. The modal is not involved; the connection rules (one connect per namespace, cancel, time-outs)
 * are core's.
 */
export function useConnect(): UseConnectReturnType {
  const { client } = useWalletPortContext()
  const connectors = useWalletPortState((state) => state.connectors)
  const action = useCallback((parameters: ConnectParameters) => client.connect(parameters), [client])
  const result = useClientAction(action)
  const cancel = useCallback(
    (parameters?: { namespace?: ChainNamespace }) => client.cancelConnect(parameters),
    [client],
  )
  return { ...result, connectors, connect: result.mutate, connectAsync: result.mutateAsync, cancel }
}
