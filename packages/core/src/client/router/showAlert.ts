import { WalletPortError } from '../../errors/base.js'
import type { ClientContext } from '../context.js'
import type { Alert } from '../state.js'

const VARIANTS: readonly Alert['variant'][] = ['info', 'error']

/** Opens the alert bar (spec section 2); a new alert replaces the one shown. */
export function showAlert(context: ClientContext, alert: Alert): void {
  if (alert.message.trim() === '') throw new WalletPortError('An alert needs a message')
  if (!VARIANTS.includes(alert.variant)) {
    throw new WalletPortError(`Unknown alert variant ${JSON.stringify(alert.variant)}`, {
      details: 'Expected info or error',
    })
  }
  context.store.setState((state) => ({
    ...state,
    modal: { ...state.modal, alert: { message: alert.message, variant: alert.variant } },
  }))
}
