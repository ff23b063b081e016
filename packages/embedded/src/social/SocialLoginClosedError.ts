/** The user closed the sign-in window before the provider sent them back. */
export class SocialLoginClosedError extends Error {
  override name = 'SocialLoginClosedError'
  constructor(provider: string) {
    super(`The ${provider} sign-in window was closed before the sign-in finished`)
  }
}
