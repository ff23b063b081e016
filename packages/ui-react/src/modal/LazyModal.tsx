import { lazy, Suspense, useState } from 'react'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ModalProps } from './types.js'

const Modal = lazy(() => import('./Modal.js'))

/** Loads the modal's code the first time it is needed (opened, or a toast shown), then keeps it mounted. */
export function LazyModal(props: ModalProps) {
  const needed = useWalletPortState((state) => state.modal.open || state.modal.toasts.length > 0)
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  )
}
