import type { SocialIdentity } from './SocialIdentity.js'
import type { SocialLoginProvider } from './socialProviders.js'

/**
 * Providers whose verified-email claim is trusted to prove the mailbox: they verify it themselves and do not let
 * a user set an arbitrary address as verified. A decision where the spec is silent (see the README).
 */
export const TRUSTED_EMAIL_PROVIDERS: readonly SocialLoginProvider[] = ['google', 'apple']

export type SocialAccountDecision =
  /** The identity is known: its account, whoever is signed in. */
  | { kind: 'identity'; accountId: string }
  /** A new identity while a user is signed in on this device: theirs (they asked for it). */
  | { kind: 'link-signed-in'; accountId: string }
  /** A new identity whose trusted, verified email is an account's email: that account. */
  | { kind: 'link-email'; accountId: string }
  /** Anything else: a new account, with the email only when trusted, verified and free. */
  | { kind: 'new-account'; email: string | null }

/**
 * The identity-linking rule. Identities are keyed by (provider, subject). An email-verified claim from a trusted
 * provider links to the account of that email; any other link happens only for the user signed in on the device
 * that started the sign-in. An unverified or untrusted email never reaches an existing account.
 */
export function decideSocialAccount({
  identity,
  identityAccountId,
  signedInAccountId,
  emailAccountId,
  trustedProviders = TRUSTED_EMAIL_PROVIDERS,
}: {
  identity: Pick<SocialIdentity, 'provider' | 'email' | 'emailVerified'>
  /** The account the (provider, subject) identity already belongs to. */
  identityAccountId: string | undefined
  /** The account signed in on the device that started this sign-in. */
  signedInAccountId: string | undefined
  /** The account whose email equals the identity's email. */
  emailAccountId: string | undefined
  trustedProviders?: readonly SocialLoginProvider[]
}): SocialAccountDecision {
  if (identityAccountId) return { kind: 'identity', accountId: identityAccountId }
  if (signedInAccountId) return { kind: 'link-signed-in', accountId: signedInAccountId }
  const vouched =
    identity.email !== undefined && identity.emailVerified && trustedProviders.includes(identity.provider)
  if (vouched && emailAccountId) return { kind: 'link-email', accountId: emailAccountId }
  return { kind: 'new-account', email: vouched && !emailAccountId ? (identity.email ?? null) : null }
}
