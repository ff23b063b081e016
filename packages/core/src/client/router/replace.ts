import type { ClientContext } from '../context.js'
import type { RouterData, View } from '../state.js'
import { assertViewAllowed } from './assertViewAllowed.js'

/** Shows `view` in place of the current one, so going back skips it. */
export function replace(context: ClientContext, view: View, data?: RouterData): void {
  assertViewAllowed(context.options.features, view)
  context.store.setState((state) => {
    const { modal } = state
    return { ...state, modal: { ...modal, view, history: [...modal.history.slice(0, -1), view], data } }
  })
}
