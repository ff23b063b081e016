import type { SocialIdentity } from './SocialIdentity.js'

/** One configured provider, as the login flow uses it. */
export interface SocialClient {
  /** The provider's authorization URL for this sign-in (PKCE S256 challenge of `codeVerifier`). */
  authorizationUrl(parameters: { state: string; codeVerifier: string; nonce: string }): Promise<URL>
  /** Exchanges the code of the callback (its URL, or the form POST as a Request) and reads who signed in. */
  finish(parameters: {
    callback: URL | Request
    state: string
    codeVerifier: string
    nonce: string
  }): Promise<SocialIdentity>
}
