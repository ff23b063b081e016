import { ActionNotAllowedError } from '../../errors/rpc.js'
import type { ClientContext } from '../context.js'
import { showToast } from './showToast.js'

/** Spec sections 6 and 8: the user sees 'Action not allowed' 300 ms after a disallowed RPC request. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300

/** Schedules the 'Action not allowed' toast; returns a function that cancels it if it has not shown yet. */
export function showActionNotAllowed(context: ClientContext): () => void {
  const timer = setTimeout(
    () => showToast(context, new ActionNotAllowedError().shortMessage, 'error'),
    ACTION_NOT_ALLOWED_DELAY_MS,
  )
  return () => clearTimeout(timer)
}
