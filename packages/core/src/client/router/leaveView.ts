import { cancelConnect } from '../connection/cancelConnect.js'
import type { ClientContext } from '../context.js'
import type { View } from '../state.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'

/** Views that wait on a wallet's connect prompt or a WalletConnect pairing. */
const CONNECTING_VIEWS: ReadonlySet<View> = new Set([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingMultiChain',
])

/**
 * The user left the current view (back or close). Leaving a connecting view cancels the connect in flight and
 * the WalletConnect pairing (`cancelConnect`), so the connect button does not keep reading 'Connecting…' and the
 * next pairing gets a fresh link. Returns whether the view was left (closing may be blocked by sign-in).
 */
export function leaveView(context: ClientContext, how: 'back' | 'close'): boolean {
  const { open, view } = context.store.getState().modal
  const left = how === 'back' ? goBack(context) : closeModal(context) && open
  if (left && CONNECTING_VIEWS.has(view)) cancelConnect(context)
  return left
}
