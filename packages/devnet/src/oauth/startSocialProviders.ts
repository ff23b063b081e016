import { randomBytes } from 'node:crypto'
import type { PlainOAuthProvider } from './plainOAuthShapes.js'
import { defaultSocialTestUsers, type SocialTestUser } from './socialTestUsers.js'
import { type OidcProviderServer, startOidcProvider } from './startOidcProvider.js'
import { type PlainOAuthServer, startPlainOAuthProviders } from './startPlainOAuthProviders.js'

export const SOCIAL_TEST_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialTestProvider = (typeof SOCIAL_TEST_PROVIDERS)[number]
const OIDC_PROVIDERS = ['google', 'apple', 'facebook'] as const

export interface StartSocialProvidersParameters {
  host?: string
  /** Port of the OpenID Connect provider (0: a free one). */
  oidcPort?: number
  /** Port of the GitHub/X/Discord-shaped OAuth 2 server (0: a free one). */
  oauthPort?: number
  /** Public URLs of the wallet servers allowed to sign users in: each gets `<url>/social/callback/<provider>`. */
  walletServerUrls: readonly string[]
  users?: readonly SocialTestUser[]
}

export interface SocialTestClientSettings {
  clientId: string
  clientSecret: string
  issuer: string
  /** Plain OAuth 2 providers only: the API base the user endpoint lives on. */
  apiUrl?: string
}

export interface SocialProviders {
  oidcIssuer: string
  oauthUrl: string
  users: readonly SocialTestUser[]
  clients: Record<SocialTestProvider, SocialTestClientSettings>
  /** `WALLETPORT_SOCIAL_<PROVIDER>_*` variables that point `@walletport/embedded-server` at these providers. */
  serverEnvironment(): Record<string, string>
  stop(): Promise<void>
}

/**
 * The six social providers on loopback: one OpenID Connect provider with a client for each of google, apple and
 * facebook, and GitHub-, X- and Discord-shaped OAuth 2 endpoints; one scripted sign-in page for all.
 */
export async function startSocialProviders({
  host = '127.0.0.1',
  oidcPort = 0,
  oauthPort = 0,
  walletServerUrls,
  users = defaultSocialTestUsers,
}: StartSocialProvidersParameters): Promise<SocialProviders> {
  const redirectUris = (provider: SocialTestProvider) =>
    walletServerUrls.map((url) => `${url.replace(/\/$/, '')}/social/callback/${provider}`)
  const credentials = (provider: SocialTestProvider) => ({
    clientId: `${provider}-client`,
    clientSecret: randomBytes(18).toString('base64url'),
    redirectUris: redirectUris(provider),
  })
  const oidcClients = Object.fromEntries(OIDC_PROVIDERS.map((provider) => [provider, credentials(provider)]))
  const plainClients = {
    github: credentials('github'),
    x: credentials('x'),
    discord: credentials('discord'),
  }
  let oidc: OidcProviderServer | undefined
  let plain: PlainOAuthServer | undefined
  const stop = async () => {
    await Promise.allSettled([oidc?.stop(), plain?.stop()])
  }
  try {
    oidc = await startOidcProvider({ host, port: oidcPort, clients: Object.values(oidcClients), users })
    plain = await startPlainOAuthProviders({ host, port: oauthPort, clients: plainClients, users })
  } catch (error) {
    await stop()
    throw error
  }
  const oidcIssuer = oidc.issuer
  const endpoints = plain.endpoints
  const clients = Object.fromEntries(
    SOCIAL_TEST_PROVIDERS.map((provider) => {
      const client = oidcClients[provider] ?? plainClients[provider as PlainOAuthProvider]
      const plainEndpoints = endpoints[provider as PlainOAuthProvider]
      return [
        provider,
        {
          clientId: client.clientId,
          clientSecret: client.clientSecret,
          issuer: plainEndpoints?.issuer ?? oidcIssuer,
          ...(plainEndpoints && { apiUrl: plainEndpoints.apiUrl }),
        },
      ]
    }),
  ) as Record<SocialTestProvider, SocialTestClientSettings>
  return {
    oidcIssuer,
    oauthUrl: plain.url,
    users,
    clients,
    serverEnvironment() {
      const environment: Record<string, string> = {}
      for (const provider of SOCIAL_TEST_PROVIDERS) {
        const prefix = `WALLETPORT_SOCIAL_${provider.toUpperCase()}_`
        const client = clients[provider]
        environment[`${prefix}CLIENT_ID`] = client.clientId
        environment[`${prefix}CLIENT_SECRET`] = client.clientSecret
        environment[`${prefix}ISSUER`] = client.issuer
        if (client.apiUrl) environment[`${prefix}API_URL`] = client.apiUrl
      }
      return environment
    },
    stop,
  }
}
