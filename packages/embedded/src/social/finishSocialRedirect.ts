import type { WalletPortClient } from '@walletport/core'
import { RESULT_URI_PARAMETER } from './resultUriParameter.js'

export interface SocialRedirectPage {
  location: { href: string }
  history: Pick<History, 'replaceState' | 'state'>
}

/**
 * Spec section 4 (Telegram social login): the page came back from a redirect-mode sign-in with `result_uri`. The
 * product connects the social provider, records success, then removes the parameter from the URL; on failure
 * it logs an error and clears loading. Resolves when done (false when there was nothing to finish).
 */
export async function finishSocialRedirect({
  client,
  connectSocial,
  connect,
  page = window,
  logger = console,
}: {
  client: Pick<WalletPortClient, 'setAuthAccount' | 'events'>
  connectSocial(uri: string): Promise<{ provider?: string | undefined }>
  /** Connects the AUTH connector once signed in. */
  connect(): Promise<void>
  page?: SocialRedirectPage
  logger?: Pick<Console, 'error'>
}): Promise<boolean> {
  const url = new URL(page.location.href)
  const resultUri = url.searchParams.get(RESULT_URI_PARAMETER)
  if (!resultUri) return false
  url.searchParams.delete(RESULT_URI_PARAMETER)
  // Removed first: a reload during the sign-in must not replay a spent result.
  page.history.replaceState(page.history.state, '', url.href)
  client.setAuthAccount({ loading: true })
  try {
    const { provider } = await connectSocial(resultUri)
    await connect()
    client.setAuthAccount({ loading: false, ...(provider && { socialProvider: provider as never }) })
    client.events.emit('SOCIAL_LOGIN_SUCCESS', { provider })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.error('WalletPort: social login failed', message)
    client.setAuthAccount({ loading: false })
    client.events.emit('SOCIAL_LOGIN_ERROR', { message })
  }
  return true
}
