import type { SocialLoginPopup } from '@walletport/core'
import { socialResultMessageSchema } from '../protocol/socialResult.js'
import { SocialLoginClosedError } from './SocialLoginClosedError.js'

/** How often the popup is checked for having been closed by the user. */
const CLOSED_POLL_MS = 500

/**
 * The result URI the sign-in popup posts back: accepted only from that popup and from the wallet server's origin
 * (the provider's pages and any other window are ignored). Rejects when the user closes the popup or `signal`
 * aborts.
 */
export function waitForSocialResult({
  popup,
  resultOrigin,
  provider,
  signal,
  target = window,
}: {
  popup: SocialLoginPopup
  resultOrigin: string
  provider: string
  signal?: AbortSignal | undefined
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}): Promise<string> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      target.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== resultOrigin || event.source !== (popup as unknown)) return
      const parsed = socialResultMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      cleanup()
      resolve(parsed.data.payload.resultUri)
    }
    const onAbort = () => {
      cleanup()
      reject(signal?.reason ?? new DOMException('Request was aborted', 'AbortError'))
    }
    // A result posted just before the popup closed itself is already queued: look once more before giving up.
    const timer = setInterval(() => {
      if (popup.closed)
        setTimeout(() => {
          cleanup()
          reject(new SocialLoginClosedError(provider))
        }, CLOSED_POLL_MS)
    }, CLOSED_POLL_MS)
    if (signal?.aborted) return onAbort()
    target.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}
