import { SOCIAL_PROVIDERS, type SocialProvider } from '@walletport/core'
import { createOAuth2Client } from './createOAuth2Client.js'
import { createOidcClient } from './createOidcClient.js'
import type { SocialSettings } from './readSocialSettings.js'
import type { SocialClient } from './SocialClient.js'
import { socialProtocols } from './socialProviders.js'

/** The exact redirect URI registered with each provider: one path per provider on the wallet server's origin. */
export const socialRedirectUri = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl}/social/callback/${provider}`

/** A client for each configured provider; providers without settings are absent (and not offered). */
export function createSocialClients(
  settings: SocialSettings,
  publicUrl: string,
): Partial<Record<SocialProvider, SocialClient>> {
  const clients: Partial<Record<SocialProvider, SocialClient>> = {}
  for (const provider of SOCIAL_PROVIDERS) {
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
