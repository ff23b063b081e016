import type { ClientContext } from '../context.js'
import type { View } from '../state.js'
import { assertViewAllowed } from './assertViewAllowed.js'

/** Makes `view` the only view in the history (Connect by default, spec section 2). */
export function resetView(context: ClientContext, view: View = 'Connect'): void {
  assertViewAllowed(context.options.features, view)
  context.store.setState((state) => ({
    ...state,
    modal: { ...state.modal, view, history: [view], data: undefined },
  }))
}
