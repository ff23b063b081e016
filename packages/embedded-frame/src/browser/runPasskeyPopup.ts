import type { PasskeyPopupMessage } from './createBrowserPasskeys.js'
import { encodeCeremonyResult, performPasskeyCeremony } from './performPasskeyCeremony.js'

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties)
}

/**
 * The popup page: on the frame's origin and first-party, so WebAuthn works where the dapp's iframe may not call it.
 * It takes one request from the frame that opened it (same origin only), asks for a click (some browsers need
 * the gesture here), runs the ceremony, answers and closes. It never talks to the server.
 */
export function runPasskeyPopup(root: HTMLElement): void {
  const opener = window.opener as Window | null
  const origin = location.origin
  const title = element('h1', { textContent: 'Passkey' })
  const intro = element('p', { textContent: 'Waiting for the wallet…' })
  const error = element('p', { className: 'error' })
  error.setAttribute('role', 'alert')
  const button = element('button', {
    className: 'primary',
    type: 'button',
    textContent: 'Continue',
    disabled: true,
  })
  const cancel = element('button', { type: 'button', textContent: 'Cancel' })
  const actions = element('div', { className: 'actions' })
  actions.append(cancel, button)
  const card = element('section', { className: 'card' })
  card.append(title, intro, error, actions)
  root.replaceChildren(card)
  cancel.addEventListener('click', () => window.close())
  if (!opener) {
    intro.textContent = 'Open this window from your wallet.'
    return
  }
  const post = (message: PasskeyPopupMessage) => opener.postMessage(message, origin)
  window.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as PasskeyPopupMessage
    if (event.source !== opener || event.origin !== origin || message?.walletportPasskey !== 'request') return
    const { request } = message
    title.textContent = request.kind === 'create' ? 'Add a passkey' : 'Use your passkey'
    intro.textContent =
      request.kind === 'create'
        ? 'Create a passkey for your wallet. With it you restore the wallet on a new device.'
        : 'Confirm with your passkey to restore your wallet on this device.'
    button.disabled = false
    button.focus()
    button.onclick = async () => {
      button.disabled = true
      error.textContent = ''
      try {
        post({
          walletportPasskey: 'result',
          result: encodeCeremonyResult(await performPasskeyCeremony(request)),
        })
        window.close()
      } catch (failure) {
        const text = failure instanceof Error ? failure.message : 'The passkey could not be used'
        error.textContent = text
        post({ walletportPasskey: 'error', message: text })
        window.close()
      }
    }
  })
  post({ walletportPasskey: 'ready' })
}
