import type { SocialProvider } from '@walletport/core'

/** OpenID Connect (discovery, ID token, nonce) where the provider speaks it; plain OAuth 2 plus a user call elsewhere. */
export const socialProtocols: Record<SocialProvider, 'oidc' | 'oauth2'> = {
  google: 'oidc',
  apple: 'oidc',
  facebook: 'oidc',
  github: 'oauth2',
  x: 'oauth2',
  discord: 'oauth2',
}

/** The issuers and API bases of the real providers, used when only a client id and secret are set. */
export const defaultSocialEndpoints: Record<SocialProvider, { issuer: string; apiUrl?: string }> = {
  google: { issuer: 'https://accounts.google.com' },
  apple: { issuer: 'https://appleid.apple.com' },
  facebook: { issuer: 'https://www.facebook.com' },
  github: { issuer: 'https://github.com', apiUrl: 'https://api.github.com' },
  x: { issuer: 'https://x.com', apiUrl: 'https://api.x.com' },
  discord: { issuer: 'https://discord.com', apiUrl: 'https://discord.com/api' },
}
