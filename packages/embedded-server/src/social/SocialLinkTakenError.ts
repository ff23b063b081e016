import { type SocialProvider, socialProviderNames } from '@walletport/core'
import { SocialLoginError } from './SocialLoginError.js'

/** A link refused: the provider's identity already opens another account (expected none, or this one). */
export class SocialLinkTakenError extends SocialLoginError {
  override name = 'SocialLinkTakenError'

  constructor(provider: SocialProvider) {
    super(
      'taken',
      `This ${socialProviderNames[provider]} account already opens another wallet: it cannot be linked to this one`,
    )
  }
}
