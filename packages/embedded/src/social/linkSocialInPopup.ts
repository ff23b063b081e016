import type { SocialLoginPopup, SocialProvider } from '@walletport/core'
import type { FrameClient } from '../frame/createFrameClient.js'
import type { FrameSuccessPayload } from '../protocol/events.js'
import { SocialLoginClosedError } from './SocialLoginClosedError.js'
import { waitForSocialResult } from './waitForSocialResult.js'

/**
 * Links another provider to the signed-in account: the frame starts the link, `popup` (opened by the user's click)
 * goes to the provider, the result comes back from the wallet server's origin and the frame redeems it with the
 * session. Popup only: a link never comes back by `result_uri`, which the page would take for a login.
 */
export async function linkSocialInPopup({
  frame,
  resultOrigin,
  provider,
  popup,
  signal,
}: {
  frame: FrameClient
  resultOrigin: string
  provider: SocialProvider
  popup: SocialLoginPopup
  signal?: AbortSignal | undefined
}): Promise<FrameSuccessPayload<'LINK_SOCIAL'>['identity']> {
  try {
    const { uri } = await frame.request('GET_SOCIAL_LINK_URI', { provider })
    if (popup.closed) throw new SocialLoginClosedError(provider)
    popup.location.href = uri
    const resultUri = await waitForSocialResult({ popup, resultOrigin, provider, signal })
    return (await frame.request('LINK_SOCIAL', { uri: resultUri })).identity
  } finally {
    if (!popup.closed) popup.close()
  }
}
