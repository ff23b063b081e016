import type { SocialProvider } from '@walletport/core'

/** Who the provider says signed in: keyed by (provider, subject); email only as the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider
  subject: string
  email: string | undefined
  emailVerified: boolean
  userName: string | undefined
}
