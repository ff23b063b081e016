import { fromBase64Url } from '@walletport/embedded/contract'
import type { PasskeyCeremonies, PasskeyCeremonyResult } from '../runtime/PasskeyCeremonies.js'
import { type CeremonyRequest, performPasskeyCeremony } from './performPasskeyCeremony.js'

/** Path of the popup page: the frame's page on the same origin, served so that it keeps its opener. */
export const PASSKEY_POPUP_PATH = '/frame/passkey'

export type PasskeyPopupMessage =
  | { walletportPasskey: 'ready' }
  | { walletportPasskey: 'request'; request: CeremonyRequest }
  | { walletportPasskey: 'result'; result: Omit<PasskeyCeremonyResult, 'prfOutput'> & { prfOutput: string } }
  | { walletportPasskey: 'error'; message: string }

/** Whether this (cross-origin) frame may call WebAuthn itself: the dapp's iframe must allow the feature. */
function frameAllows(feature: 'publickey-credentials-get' | 'publickey-credentials-create'): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } })
    .featurePolicy
  return policy?.allowsFeature(feature) ?? false
}

/**
 * Opens the popup synchronously (the caller runs inside the user's click), hands it the request once it is ready
 * and waits for its answer. Only messages from that popup on this origin count; closing it ends the wait.
 */
function runInPopup(
  serverUrl: string,
  request: () => Promise<CeremonyRequest>,
): Promise<PasskeyCeremonyResult> {
  const opened = window.open(
    `${serverUrl}${PASSKEY_POPUP_PATH}`,
    'walletport-passkey',
    'popup,width=440,height=560',
  )
  if (!opened)
    return Promise.reject(new Error('Allow pop-ups for this site to use a passkey, then try again'))
  const popup: Window = opened
  const origin = new URL(serverUrl).origin
  const pending = request()
  return new Promise<PasskeyCeremonyResult>((resolve, reject) => {
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
      outcome()
    }
    const watch = setInterval(() => {
      if (popup.closed) finish(() => reject(new Error('The passkey window was closed: try again')))
    }, 250)
    pending.catch((error: unknown) => {
      popup.close()
      finish(() => reject(error))
    })
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== origin) return
      const message = event.data as PasskeyPopupMessage
      if (message?.walletportPasskey === 'ready')
        void pending.then(
          (ready) => popup.postMessage({ walletportPasskey: 'request', request: ready }, origin),
          () => undefined,
        )
      else if (message?.walletportPasskey === 'result')
        finish(() => resolve({ ...message.result, prfOutput: fromBase64Url(message.result.prfOutput) }))
      else if (message?.walletportPasskey === 'error') finish(() => reject(new Error(message.message)))
    }
    window.addEventListener('message', onMessage)
  })
}

/**
 * WebAuthn for the frame: in the frame when its iframe delegates the feature (WalletPort's iframe allows both
 * `publickey-credentials-get` and `-create`), else in a popup on the frame's origin.
 */
export function createBrowserPasskeys(serverUrl: string): PasskeyCeremonies {
  return {
    create: (request) =>
      frameAllows('publickey-credentials-create')
        ? request().then((ready) => performPasskeyCeremony({ kind: 'create', ...ready }))
        : runInPopup(serverUrl, () => request().then((ready) => ({ kind: 'create' as const, ...ready }))),
    get: (request) =>
      frameAllows('publickey-credentials-get')
        ? request().then((ready) => performPasskeyCeremony({ kind: 'get', ...ready }))
        : runInPopup(serverUrl, () => request().then((ready) => ({ kind: 'get' as const, ...ready }))),
  }
}
