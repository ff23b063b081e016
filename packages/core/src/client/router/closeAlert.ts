import type { ClientContext } from '../context.js'

export function closeAlert(context: ClientContext): void {
  context.store.setState((state) =>
    state.modal.alert === undefined ? state : { ...state, modal: { ...state.modal, alert: undefined } },
  )
}
