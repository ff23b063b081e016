import type { ClientContext } from '../context.js'
import type { RouterData, View } from '../state.js'
import { assertViewAllowed } from './assertViewAllowed.js'

/** Goes to `view`, keeping the way back. Pushing the view already shown only replaces its data. */
export function push(context: ClientContext, view: View, data?: RouterData): void {
  assertViewAllowed(context.options.features, view)
  context.store.setState((state) => {
    const { modal } = state
    const history = modal.view === view ? modal.history : [...modal.history, view]
    return { ...state, modal: { ...modal, view, history, data } }
  })
}
