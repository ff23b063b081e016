/** The spec's social providers (section 5), and how each is spoken to. */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

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

export const isSocialLoginProvider = (value: string): value is SocialLoginProvider =>
  (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value)

/** Names as the providers write them, for messages users read. */
export const socialProviderNames: Record<SocialLoginProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
