/** A social sign-in that cannot finish; `message` is written for the user and names what went wrong. */
export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  readonly reason: 'refused' | 'state' | 'nonce' | 'issuer' | 'provider' | 'code' | 'taken'

  constructor(reason: SocialLoginError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}
