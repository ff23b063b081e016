import type { WalletPortState } from '@walletport/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useWalletPortContext } from '../context.js'

interface Selection<T> {
  state: WalletPortState
  selector: (state: WalletPortState) => T
  value: T
}

/**
 * Reads a slice of the client's state through `useSyncExternalStore` (no tearing). The selector may be written
 * inline and may build a new object: while `equals` holds, the previous value is returned, so the component
 * re-renders only when its slice changes.
 */
export function useWalletPortState<T>(
  selector: (state: WalletPortState) => T,
  equals: (a: T, b: T) => boolean = Object.is,
): T {
  const { client } = useWalletPortContext()
  const selection = useRef<Selection<T> | null>(null)
  const subscribe = useCallback((onChange: () => void) => client.subscribe(() => onChange()), [client])
  const getSnapshot = () => {
    const state = client.getState()
    const last = selection.current
    if (last && last.state === state && last.selector === selector) return last.value
    const next = selector(state)
    const value = last && equals(last.value, next) ? last.value : next
    selection.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
