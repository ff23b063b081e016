import type { View } from '@walletport/core'
import { shallowEqual } from '../utils/shallowEqual.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseModalStateReturnType {
  open: boolean
  view: View
  loading: boolean
}

/** Whether the modal is open, which view it shows, and whether it is busy. */
export function useModalState(): UseModalStateReturnType {
  return useWalletPortState(
    ({ modal }) => ({ open: modal.open, view: modal.view, loading: modal.loading }),
    shallowEqual,
  )
}
