import type { ChainNamespace } from '../../caip/types.js'
import { preloadConnect } from '../connection/connect.js'
import type { ClientContext } from '../context.js'
import { isUnsupportedChain } from '../networks/isUnsupportedChain.js'
import type { RouterData, View } from '../state.js'
import { assertViewAllowed } from './assertViewAllowed.js'
import { hasAddress } from './hasAddress.js'

export interface OpenModalParameters {
  view?: View
  /** The namespace whose connection decides between Account and Connect; the active one by default. */
  namespace?: ChainNamespace
  data?: RouterData
}

/**
 * Opens the modal on `view`, or on Account when the namespace has an address and Connect otherwise. Account
 * gives way to UnsupportedChain when the wallet sits on a network the app did not request. Returns the view.
 */
export function openModal(context: ClientContext, parameters: OpenModalParameters = {}): View {
  const state = context.store.getState()
  const namespace = parameters.namespace ?? state.activeChain
  const connected = hasAddress(state, namespace)
  let view: View = parameters.view ?? (connected ? 'Account' : 'Connect')
  assertViewAllowed(context.options.features, view)
  if (view === 'Account' && isUnsupportedChain(state, context.options, namespace)) view = 'UnsupportedChain'

  context.store.setState((current) => ({
    ...current,
    modal: { ...current.modal, open: true, view, history: [view], data: parameters.data },
  }))
  context.events.emit('MODAL_OPEN', { connected, view })
  // The rest of connect (connectAtWallet.ts) is fetched while the visitor looks at the list, not after the choice.
  if (!connected) preloadConnect()
  return view
}
