import type { ResolvedOptions } from '../context.js'
import type { WalletPortState } from '../state.js'

/**
 * Spec section 4 (sign-in, rule 6): closing is blocked while sign-in is required and the sign-message or
 * approve-transaction view is shown with no session.
 */
export function isCloseBlocked(state: WalletPortState, options: Pick<ResolvedOptions, 'siwx'>): boolean {
  if (options.siwx?.getRequired?.() !== true) return false
  const view = state.modal.view
  if (view !== 'ConnectingSiwe' && view !== 'ApproveTransaction') return false
  return state.siwx.status !== 'success'
}
