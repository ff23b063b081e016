import { isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from '@walletport/core'

/** The spec's social providers (section 5, `SOCIAL_PROVIDERS` of core), and how each is spoken to. */
export const SOCIAL_LOGIN_PROVIDERS = SOCIAL_PROVIDERS
export type SocialLoginProvider = SocialProvider

/** OpenID Connect (discovery, ID token, nonce) where the provider speaks it; plain OAuth 2 plus a user call elsewhere. */
export const socialProtocols: Record<SocialLoginProvider, 'oidc' | 'oauth2'> = {
  google: 'oidc',
  apple: 'oidc',
  facebook: 'oidc',
  github: 'oauth2',
  x: 'oauth2',
  discord: 'oauth2',
}

/** The issuers and API bases of the real providers, used when only a client id and secret are set. */
export const defaultSocialEndpoints: Record<SocialLoginProvider, { issuer: string; apiUrl?: string }> = {
  google: { issuer: 'https://accounts.google.com' },
  apple: { issuer: 'https://appleid.apple.com' },
  facebook: { issuer: 'https://www.facebook.com' },
  github: { issuer: 'https://github.com', apiUrl: 'https://api.github.com' },
  x: { issuer: 'https://x.com', apiUrl: 'https://api.x.com' },
  discord: { issuer: 'https://discord.com', apiUrl: 'https://discord.com/api' },
}

export const isSocialLoginProvider = isSocialProvider
