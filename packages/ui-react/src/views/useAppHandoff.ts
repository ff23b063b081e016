import { useCallback, useEffect, useRef, useState } from 'react'
import { watchAppHandoff } from './watchAppHandoff.js'

/** 'opening': a link to the app was followed; 'notOpened': the page stayed in front; 'returned': back from the app. */
export type AppHandoffState = 'idle' | 'opening' | 'notOpened' | 'returned'

/** The state of the latest hand-off to a wallet app; `opened()` is called as the link is followed. */
export function useAppHandoff(graceMs?: number) {
  const [state, setState] = useState<AppHandoffState>('idle')
  const stop = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => stop.current?.(), [])
  const opened = useCallback(() => {
    stop.current?.()
    setState('opening')
    stop.current = watchAppHandoff(window, {
      ...(graceMs === undefined ? {} : { graceMs }),
      onNotOpened: () => setState('notOpened'),
      onReturned: () => setState('returned'),
    })
  }, [graceMs])
  return { state, opened }
}
