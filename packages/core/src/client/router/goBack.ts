import type { ClientContext } from '../context.js'

/**
 * Returns to the previous view; at the root it does nothing (closing is the caller's choice). The data stays,
 * since views deeper in the history were pushed with the data they share. Returns whether it moved.
 */
export function goBack(context: ClientContext): boolean {
  const { history } = context.store.getState().modal
  const previous = history.at(-2)
  if (previous === undefined) return false
  context.store.setState((state) => ({
    ...state,
    modal: { ...state.modal, view: previous, history: state.modal.history.slice(0, -1) },
  }))
  return true
}
