import type { WalletPortClient, WalletPortState } from '@walletport/core'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'

interface FlowLike<S> {
  getState(): S
  subscribe(listener: (state: S) => void): () => void
  load(): Promise<void>
  destroy?(): void
}

const noFlow = { subscribe: () => () => {}, getState: () => undefined }

/** The account and network a panel works for: another one (a switch of network or namespace) starts it over. */
export const selectSender = (state: WalletPortState) => {
  const chain = state.activeChain === undefined ? undefined : state.chains[state.activeChain]
  return `${chain?.accountState.address ?? ''}@${chain?.networkState.caipNetwork?.caipNetworkId ?? ''}`
}

/**
 * A feature panel's flow for the active account (undefined while none is connected or `create` refuses), its state,
 * loaded once made; a new account or network makes a new flow. `error` is why `create` refused.
 */
export function useSenderFlow<S, F extends FlowLike<S>>(
  client: WalletPortClient,
  create: (client: WalletPortClient) => F,
): { flow?: F; state?: S; error?: string } {
  const sender = useWalletPortState(selectSender)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sender` is what makes a new flow
  const made = useMemo((): { flow?: F; error?: string } => {
    try {
      return { flow: create(client) }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }, [client, sender])
  const source = made.flow ?? noFlow
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState) as S | undefined
  useEffect(() => {
    void made.flow?.load()
    return () => made.flow?.destroy?.()
  }, [made.flow])
  return { ...made, ...(state !== undefined && { state }) }
}
