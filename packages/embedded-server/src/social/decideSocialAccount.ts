import type { SocialProvider } from '@walletport/core'
import type { SocialIdentity } from './SocialIdentity.js'

/**
 * Providers whose verified-email claim is trusted to prove the mailbox: they verify it themselves and do not let
 * a user set an arbitrary address as verified. A decision where the spec is silent (see the README).
 */
export const TRUSTED_EMAIL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple']

export type SocialAccountDecision =
  /** The identity is known: its account, whoever is signed in. */
  | { kind: 'identity'; accountId: string }
  /** A new identity whose trusted, verified email is an account's email: that account. */
  | { kind: 'link-email'; accountId: string }
  /** Anything else: a new account, with the email only when trusted, verified and free. */
  | { kind: 'new-account'; email: string | null }

/**
 * The identity-linking rule. Identities are keyed by (provider, subject). An email-verified claim from a trusted
 * provider links to the account of that email; any other link happens only when the signed-in user asks for it
 * (`decideSocialLink`), never by signing in. An unverified or untrusted email never reaches an existing account.
 */
export function decideSocialAccount({
  identity,
  identityAccountId,
  emailAccountId,
  trustedProviders = TRUSTED_EMAIL_PROVIDERS,
}: {
  identity: Pick<SocialIdentity, 'provider' | 'email' | 'emailVerified'>
  /** The account the (provider, subject) identity already belongs to. */
  identityAccountId: string | undefined
  /** The account whose email equals the identity's email. */
  emailAccountId: string | undefined
  trustedProviders?: readonly SocialProvider[]
}): SocialAccountDecision {
  if (identityAccountId) return { kind: 'identity', accountId: identityAccountId }
  const vouched =
    identity.email !== undefined && identity.emailVerified && trustedProviders.includes(identity.provider)
  if (vouched && emailAccountId) return { kind: 'link-email', accountId: emailAccountId }
  return { kind: 'new-account', email: vouched && !emailAccountId ? (identity.email ?? null) : null }
}

export type SocialLinkDecision =
  /** A new identity: it joins the signed-in account. */
  | { kind: 'link'; accountId: string }
  /** Already this account's: nothing changes. */
  | { kind: 'already-linked'; accountId: string }
  /** Another account's: refused, so a link never moves an identity (and with it a way into a wallet). */
  | { kind: 'other-account' }

/**
 * The signed-in user's link: the identity the provider vouched for joins the account of the session that started
 * the link, unless it already opens another account. Emails play no part here.
 */
export function decideSocialLink({
  identityAccountId,
  signedInAccountId,
}: {
  identityAccountId: string | undefined
  signedInAccountId: string
}): SocialLinkDecision {
  if (identityAccountId === undefined) return { kind: 'link', accountId: signedInAccountId }
  if (identityAccountId === signedInAccountId) return { kind: 'already-linked', accountId: signedInAccountId }
  return { kind: 'other-account' }
}
