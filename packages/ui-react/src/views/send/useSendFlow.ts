import {
  createSendFlow,
  type SendFlow,
  type SendFlowState,
  type WalletPortClient,
  type WalletPortState,
} from '@walletport/core'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'

const noFlow = { subscribe: () => () => {}, getState: () => undefined }

/** The account and network a send is for: another one (a switch of network or namespace) starts the form over. */
const selectSender = (state: WalletPortState) => {
  const chain = state.activeChain === undefined ? undefined : state.chains[state.activeChain]
  return `${chain?.accountState.address ?? ''}@${chain?.networkState.caipNetwork?.caipNetworkId ?? ''}`
}

/**
 * The send flow of the active account (undefined while none is connected), its state, and its assets loaded. A new
 * account, network or namespace resets the form (spec section 4, Networks).
 */
export function useSendFlow(client: WalletPortClient): { flow?: SendFlow; state?: SendFlowState } {
  const sender = useWalletPortState(selectSender)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sender` is what makes a new flow
  const flow = useMemo(() => {
    try {
      return createSendFlow(client)
    } catch {
      return undefined
    }
  }, [client, sender])
  const source = flow ?? noFlow
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState)
  useEffect(() => {
    void flow?.load()
  }, [flow])
  return { ...(flow && { flow }), ...(state && { state }) }
}
