import type { ClientContext } from '../context.js'
import { hasAddress } from './hasAddress.js'
import { isCloseBlocked } from './isCloseBlocked.js'
import { rejectAuthRpcRequests } from './rejectAuthRpcRequests.js'

/**
 * Closes the modal and resets it to Connect, unless the close-blocking rule holds (then nothing happens).
 * Returns whether the modal is closed afterwards. With no pending transactions, pending auth RPC requests are
 * rejected (spec section 4, Networks).
 */
export function closeModal(context: ClientContext): boolean {
  const state = context.store.getState()
  if (isCloseBlocked(state, context.options)) return false
  if (!state.modal.open) return true

  context.store.setState((current) => ({
    ...current,
    modal: {
      ...current.modal,
      open: false,
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
      alert: undefined,
    },
  }))
  context.events.emit('MODAL_CLOSE', { connected: hasAddress(state) })
  if (state.pendingTransactions === 0) rejectAuthRpcRequests(context.store.getState())
  return true
}
