import type { ClientContext } from '../context.js'
import { createHistoryState } from '../state.js'

/** Clears the history: entries, grouping, cursor, flags and the network in view. */
export function resetTransactions(context: ClientContext): void {
  context.store.setState((state) => ({ ...state, history: createHistoryState() }))
}
