import type { CaipNetworkId } from '../../caip/types.js'
import {
  SignatureDeclinedError,
  SiwxInitializationError,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'
import { type ClientContext, getActiveChain } from '../context.js'
import type { ModalState, View, WalletPortState } from '../state.js'
import { assertCanRequestSignIn } from './assertCanRequestSignIn.js'
import { disconnectForSignIn } from './disconnectForSignIn.js'
import { isSmartAccountSignInFailure } from './isSmartAccountSignInFailure.js'
import { signSiwxMessage } from './signSiwxMessage.js'
import type { SiwxMessage, SiwxMessageData } from './types.js'

const SIGN_VIEWS: readonly View[] = ['ConnectingSiwe', 'ApproveTransaction']
const CONNECTING_VIEWS: readonly View[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingMultiChain',
]

function pushView(modal: ModalState, view: View): ModalState {
  return {
    ...modal,
    open: true,
    view,
    history: modal.history.at(-1) === view ? modal.history : [...modal.history, view],
  }
}

/**
 * The sign-message view. After a connect it takes the connecting view's place (issue 36: connect and sign are one
 * step): Back then leads to the wallet list, never to the connecting view, which would ask the wallet again.
 */
function showSignView(modal: ModalState): ModalState {
  if (!CONNECTING_VIEWS.includes(modal.view)) return pushView(modal, 'ConnectingSiwe')
  const history = modal.history.at(-1) === modal.view ? modal.history.slice(0, -1) : modal.history
  return { ...modal, open: true, view: 'ConnectingSiwe', history: [...history, 'ConnectingSiwe'] }
}

export function resetToConnect(modal: ModalState, open: boolean): ModalState {
  return { ...modal, open, view: 'Connect', history: ['Connect'], data: undefined }
}

function messageData(message: SiwxMessage): SiwxMessageData {
  return Object.fromEntries(
    Object.entries(message).filter(([, value]) => typeof value !== 'function'),
  ) as SiwxMessageData
}

/** Still the same sign-in: not cancelled, account and network unchanged. */
function isCurrent(state: WalletPortState, address: string, networkId: CaipNetworkId): boolean {
  const chain = getActiveChain(state)
  return (
    state.siwx.status === 'signing' &&
    chain?.accountState.address === address &&
    chain.networkState.caipNetwork?.caipNetworkId === networkId
  )
}

/**
 * The sign-in flow for the active account (spec section 4, steps 1–4). Resolves in every outcome; the
 * result is in `state.siwx` ('success' or 'error' with the message), and a failure is shown as a modal
 * alert. Throws only the internal errors of `assertCanRequestSignIn` (called without sign-in enabled, an
 * address, a network or an adapter). Does nothing while the wallet is on an unsupported network.
 */
export async function requestSignIn(context: ClientContext): Promise<void> {
  const { siwx, chain, namespace, address, network, isSmartAccount } = assertCanRequestSignIn(
    context.store.getState(),
    context.options,
    context.adapters,
  )
  if (chain.networkState.unsupported) return
  const networkId = network.caipNetworkId

  async function failStartup(cause: unknown): Promise<void> {
    const error = new SiwxInitializationError({ cause })
    await disconnectForSignIn(context, namespace, (state) => ({
      ...state,
      modal: {
        ...resetToConnect(state.modal, state.modal.open),
        alert: { message: error.shortMessage, variant: 'error' },
      },
      siwx: { status: 'error', error: error.shortMessage },
    }))
  }

  // Step 1: an existing session means the account is already signed in.
  let sessions: Awaited<ReturnType<typeof siwx.getSessions>>
  try {
    sessions = await siwx.getSessions(networkId, address)
  } catch (cause) {
    await failStartup(cause)
    return
  }
  if (sessions.length > 0) {
    // Signed in already: a modal still waiting on the wallet's connection closes, as after a fresh signature.
    context.store.setState((state) => ({
      ...state,
      modal: CONNECTING_VIEWS.includes(state.modal.view) ? resetToConnect(state.modal, false) : state.modal,
      siwx: { status: 'success', error: undefined },
    }))
    return
  }

  // Step 2: none, so the sign-message view opens.
  context.store.setState((state) => ({
    ...state,
    modal: { ...showSignView(state.modal), alert: undefined },
    siwx: { status: 'signing', error: undefined },
  }))
  let message: SiwxMessage
  try {
    message = await siwx.createMessage({ chainId: networkId, accountAddress: address })
  } catch (cause) {
    await failStartup(cause)
    return
  }

  try {
    const data = messageData(message)
    const signed = await signSiwxMessage(context, { data, text: message.toString(), namespace })
    if (!isCurrent(context.store.getState(), address, networkId)) return
    await siwx.addSession({ data, ...signed })
  } catch (cause) {
    if (!isCurrent(context.store.getState(), address, networkId)) return
    // Step 4: declined or failed; back on the sign view (unless already there or approving) with an error. A
    // smart account's signature that did not verify says so even when the account was not known as one (an
    // injected wallet's contract account).
    const smartAccount = isSmartAccount || isSmartAccountSignInFailure(cause)
    const error = smartAccount
      ? new SmartAccountSignatureError({ cause })
      : new SignatureDeclinedError({ cause })
    context.store.setState((state) => ({
      ...state,
      modal: {
        ...(SIGN_VIEWS.includes(state.modal.view)
          ? { ...state.modal, open: true }
          : pushView(state.modal, 'ConnectingSiwe')),
        alert: { message: error.shortMessage, variant: 'error' },
      },
      siwx: { status: 'error', error: error.shortMessage },
    }))
    context.events.emit('SIWX_AUTH_ERROR', {
      networkId,
      isSmartAccount: smartAccount,
      message: error.shortMessage,
    })
    return
  }

  // Step 3: the session is stored; the modal closes.
  context.store.setState((state) => ({
    ...state,
    modal: { ...resetToConnect(state.modal, false), alert: undefined },
    siwx: { status: 'success', error: undefined },
  }))
  context.events.emit('SIWX_AUTH_SUCCESS', { networkId, isSmartAccount })
}
