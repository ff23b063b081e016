import { createOAuth2Client } from './createOAuth2Client.js'
import { createOidcClient } from './createOidcClient.js'
import type { SocialSettings } from './readSocialSettings.js'
import type { SocialClient } from './SocialClient.js'
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider, socialProtocols } from './socialProviders.js'

/** The exact redirect URI registered with each provider: one path per provider on the wallet server's origin. */
export const socialRedirectUri = (publicUrl: string, provider: SocialLoginProvider) =>
  `${publicUrl}/social/callback/${provider}`

/** A client for each configured provider; providers without settings are absent (and not offered). */
export function createSocialClients(
  settings: SocialSettings,
  publicUrl: string,
): Partial<Record<SocialLoginProvider, SocialClient>> {
  const clients: Partial<Record<SocialLoginProvider, SocialClient>> = {}
  for (const provider of SOCIAL_LOGIN_PROVIDERS) {
    const providerSettings = settings[provider]
    if (!providerSettings) continue
    const redirectUri = socialRedirectUri(publicUrl, provider)
    clients[provider] =
      socialProtocols[provider] === 'oidc'
        ? createOidcClient(provider, providerSettings, redirectUri)
        : createOAuth2Client(provider as 'github' | 'x' | 'discord', providerSettings, redirectUri)
  }
  return clients
}
