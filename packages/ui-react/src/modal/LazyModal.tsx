import { type ComponentType, useEffect, useState } from 'react'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { loadedModal, loadModal } from './loadModal.js'
import type { ModalProps } from './types.js'

/**
 * Loads the modal's code the first time it is needed (opened, or a toast shown), then keeps it mounted. No
 * Suspense: once the code is in (or preloaded), the modal and its Connect view render in the same commit.
 */
export function LazyModal(props: ModalProps) {
  const needed = useWalletPortState((state) => state.modal.open || state.modal.toasts.length > 0)
  const [Modal, setModal] = useState<ComponentType<ModalProps>>()
  const Shown = Modal ?? (needed ? loadedModal()?.Modal : undefined)
  // Code already in (preloaded on intent): kept in state during this render, which React re-runs before any child
  // renders. Setting it from the effect instead rendered the whole modal a second time on its first open (measured:
  // a 6 ms second pass in chromium).
  if (Shown !== Modal) setModal(() => Shown)

  useEffect(() => {
    if (Modal || !needed) return
    loadModal().then(
      (module) => setModal(() => module.Modal),
      // The app keeps running without the modal; the next open tries again.
      (error: unknown) => (globalThis.reportError ?? console.error)(error),
    )
  }, [needed, Modal])

  return Shown ? <Shown {...props} /> : null
}
