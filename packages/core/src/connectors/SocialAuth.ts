import type { SocialProvider } from '../schemas/socialProviders.js'

/** The popup a social login runs in, opened by the user's click (still blank until the provider's URL is known). */
export interface SocialLoginPopup {
  readonly closed: boolean
  close(): void
  location: { href: string }
}

export interface SocialLoginResult {
  userName?: string | undefined
  provider?: SocialProvider | undefined
}

/**
 * The social login of an AUTH connector (the embedded wallet), as the Socials views drive it (spec section 7:
 * get social redirect uri → uri, connect social (uri)).
 */
export interface SocialAuth {
  /** The providers the wallet server has settings for; the others are not offered. */
  getSocialProviders(): Promise<readonly (SocialProvider | 'farcaster')[]>
  /** The provider's sign-in URL; `returnUrl` (a page of this app) for the redirect mode. */
  getSocialRedirectUri(
    provider: SocialProvider,
    parameters?: { returnUrl?: string },
  ): Promise<{ uri: string }>
  /** Signs in with the result URI the provider's round trip ended on (popup message or `result_uri`). */
  connectSocial(uri: string): Promise<SocialLoginResult>
  /**
   * The whole login in `popup`: navigates it to the provider, waits for its result (rejects when the user closes
   * it or `signal` aborts) and signs in with it.
   */
  connectSocialInPopup(parameters: {
    provider: SocialProvider
    popup: SocialLoginPopup
    signal?: AbortSignal
  }): Promise<SocialLoginResult>
}
