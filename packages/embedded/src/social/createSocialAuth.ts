import { isSocialProvider, type SocialAuth, type SocialLoginResult } from '@walletport/core'
import type { FrameClient } from '../frame/createFrameClient.js'
import { SocialLoginClosedError } from './SocialLoginClosedError.js'
import { waitForSocialResult } from './waitForSocialResult.js'

/** Spec section 7's social events on the frame channel, and the popup round trip around them. */
export function createSocialAuth({
  frame,
  resultOrigin,
  onLoggedIn,
}: {
  frame: FrameClient
  /** The wallet server's origin: the only one a popup result is taken from. */
  resultOrigin: string
  onLoggedIn(result: SocialLoginResult): void
}): SocialAuth {
  const auth: SocialAuth = {
    async getSocialProviders() {
      const { providers } = await frame.request('GET_SOCIAL_PROVIDERS', {})
      return providers.filter((provider) => provider === 'farcaster' || isSocialProvider(provider)) as never
    },
    getSocialRedirectUri: (provider, { returnUrl } = {}) =>
      frame.request(
        'GET_SOCIAL_REDIRECT_URI',
        returnUrl === undefined ? { provider } : { provider, returnUrl },
      ),
    async connectSocial(uri) {
      const result = await frame.request('CONNECT_SOCIAL', { uri })
      onLoggedIn(result)
      return result
    },
    async connectSocialInPopup({ provider, popup, signal }) {
      try {
        const { uri } = await auth.getSocialRedirectUri(provider)
        if (popup.closed) throw new SocialLoginClosedError(provider)
        popup.location.href = uri
        const resultUri = await waitForSocialResult({ popup, resultOrigin, provider, signal })
        return await auth.connectSocial(resultUri)
      } finally {
        if (!popup.closed) popup.close()
      }
    },
  }
  return auth
}
