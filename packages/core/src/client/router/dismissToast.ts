import type { ClientContext } from '../context.js'

/** Removes a toast; an id no longer shown (already dismissed) is ignored. */
export function dismissToast(context: ClientContext, id: number): void {
  context.store.setState((state) => {
    const toasts = state.modal.toasts.filter((toast) => toast.id !== id)
    return toasts.length === state.modal.toasts.length
      ? state
      : { ...state, modal: { ...state.modal, toasts } }
  })
}
