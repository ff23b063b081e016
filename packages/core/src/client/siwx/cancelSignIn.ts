import { type ClientContext, getActiveChain } from '../context.js'
import { isSmartAccountActive } from './assertCanRequestSignIn.js'
import { disconnectForSignIn } from './disconnectForSignIn.js'
import { resetToConnect } from './requestSignIn.js'

/**
 * The user cancelled signing (spec section 4, step 5): disconnects the wallet when sign-in is required
 * (the modal stays open on Connect to pick again), otherwise closes the modal; the view is reset to Connect
 * either way. A signature still pending in the wallet is ignored when it settles.
 */
export async function cancelSignIn(context: ClientContext): Promise<void> {
  const state = context.store.getState()
  const chain = getActiveChain(state)
  const networkId = chain?.networkState.caipNetwork?.caipNetworkId
  if (networkId !== undefined) {
    context.events.emit('CLICK_CANCEL_SIWX', { networkId, isSmartAccount: isSmartAccountActive(chain) })
  }
  const required = context.options.siwx?.getRequired?.() ?? false
  if (required && chain?.accountState.address !== undefined) {
    await disconnectForSignIn(context, chain.namespace, (next) => ({
      ...next,
      modal: { ...resetToConnect(next.modal, next.modal.open), alert: undefined },
      siwx: { status: 'idle', error: undefined },
    }))
    return
  }
  context.store.setState((next) => ({
    ...next,
    modal: { ...resetToConnect(next.modal, false), alert: undefined },
    siwx: { status: 'idle', error: undefined },
  }))
}
