import { createSendFlow, type SendFlow, type SendFlowState, type WalletPortClient } from '@walletport/core'
import { useEffect, useState, useSyncExternalStore } from 'react'

const noFlow = { subscribe: () => () => {}, getState: () => undefined }

/** One send flow per mount of the Send view (undefined while no account is connected), its state, and its assets loaded. */
export function useSendFlow(client: WalletPortClient): { flow?: SendFlow; state?: SendFlowState } {
  const [flow] = useState(() => {
    try {
      return createSendFlow(client)
    } catch {
      return undefined
    }
  })
  const source = flow ?? noFlow
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState)
  useEffect(() => {
    void flow?.load()
  }, [flow])
  return { ...(flow && { flow }), ...(state && { state }) }
}
