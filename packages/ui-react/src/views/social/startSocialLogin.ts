import { errorMessage, type SocialAuth, type SocialProvider, type WalletPortClient } from '@walletport/core'
import { emailConnectNamespace } from '../embedded/emailConnectNamespace.js'

const POPUP_FEATURES = 'popup,width=480,height=680'

export interface SocialLoginPage {
  open(url: string, target: string, features: string): Window | null
  location: { href: string; assign(url: string): void }
}

/**
 * One social login, started by the user's click (the popup must open in the click itself, before anything is
 * awaited). With a popup: account state gets the provider and the window, ConnectingSocial shows while the user
 * signs in there, then the AUTH connector connects; leaving the view or closing the modal closes the popup.
 * Without one (blocked): the page goes to the provider and comes back with `result_uri`.
 */
export async function startSocialLogin({
  client,
  provider,
  loadAuth,
  page = window,
}: {
  client: WalletPortClient
  provider: SocialProvider
  loadAuth(): Promise<SocialAuth>
  page?: SocialLoginPage
}): Promise<void> {
  const popup = page.open('', 'walletport-social', POPUP_FEATURES)
  if (!popup) {
    const auth = await loadAuth()
    const { uri } = await auth.getSocialRedirectUri(provider, { returnUrl: page.location.href })
    client.setAuthAccount({ socialProvider: provider })
    page.location.assign(uri)
    return
  }
  try {
    popup.document.title = 'Signing in…'
  } catch {}
  client.setAuthAccount({ socialProvider: provider, socialWindow: popup })
  const connecting = client.getState().modal.view === 'ConnectingSocial'
  if (connecting) client.router.replace('ConnectingSocial', { socialProvider: provider })
  else client.router.push('ConnectingSocial', { socialProvider: provider })
  const controller = new AbortController()
  const stillShown = () => {
    const { modal } = client.getState()
    return modal.open && modal.view === 'ConnectingSocial' && modal.data?.socialProvider === provider
  }
  const unsubscribe = client.subscribe(() => {
    if (!stillShown()) controller.abort(new DOMException('The social login view was left', 'AbortError'))
  })
  try {
    const auth = await loadAuth()
    await auth.connectSocialInPopup({ provider, popup: popup as never, signal: controller.signal })
    unsubscribe()
    await client.connect(emailConnectNamespace(client.getState()))
    client.events.emit('SOCIAL_LOGIN_SUCCESS', { provider })
  } catch (error) {
    if (controller.signal.aborted) return
    const message = errorMessage(error)
    client.events.emit('SOCIAL_LOGIN_ERROR', { provider, message })
    if (stillShown())
      client.router.replace('ConnectingSocial', { socialProvider: provider, socialError: message })
  } finally {
    unsubscribe()
    if (!popup.closed) popup.close()
    client.setAuthAccount({ socialWindow: undefined })
  }
}
