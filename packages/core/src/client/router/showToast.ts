import { WalletPortError } from '../../errors/base.js'
import type { ClientContext } from '../context.js'
import type { Toast } from '../state.js'
import { dismissToast } from './dismissToast.js'

/**
 * How long a success or info toast stays (the spec gives none): long enough to read a line and follow its link.
 * Error toasts stay until dismissed: the user must be able to read what went wrong.
 */
export const TOAST_DURATION_MS = 6000

const VARIANTS: readonly Toast['variant'][] = ['success', 'error', 'info']

/** Shows a toast (a success or info one dismisses itself after TOAST_DURATION_MS); returns its id (ids only grow). */
export function showToast(
  context: ClientContext,
  message: string,
  variant: Toast['variant'] = 'success',
): number {
  if (message.trim() === '') throw new WalletPortError('A toast needs a message')
  if (!VARIANTS.includes(variant)) {
    throw new WalletPortError(`Unknown toast variant ${JSON.stringify(variant)}`, {
      details: 'Expected success, error or info',
    })
  }
  let id = 0
  context.store.setState((state) => {
    id = state.modal.lastToastId + 1
    const toasts = [...state.modal.toasts, { id, message, variant }]
    return { ...state, modal: { ...state.modal, toasts, lastToastId: id } }
  })
  if (variant !== 'error') setTimeout(() => dismissToast(context, id), TOAST_DURATION_MS)
  return id
}
