import type { WalletPortEvents, WalletPortEventType } from '@walletport/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useWalletPortContext } from '../context.js'

export type WalletPortEvent = {
  [Type in WalletPortEventType]: { type: Type; data: WalletPortEvents[Type] }
}[WalletPortEventType]

/** The last event the client emitted since the component mounted (undefined before the first). */
export function useEvents(): WalletPortEvent | undefined {
  const { client } = useWalletPortContext()
  const last = useRef<WalletPortEvent | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.events.on('*', (type, data) => {
        last.current = { type, data } as WalletPortEvent
        onChange()
      }),
    [client],
  )
  const getSnapshot = () => last.current
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
