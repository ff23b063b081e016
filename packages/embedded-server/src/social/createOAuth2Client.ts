import { socialProviderNames } from '@walletport/core'
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic'
import * as z from 'zod'
import type { SocialProviderSettings } from './readSocialSettings.js'
import type { SocialClient } from './SocialClient.js'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLoginError } from './SocialLoginError.js'

type PlainProvider = 'github' | 'x' | 'discord'

const githubUser = z.object({ id: z.number(), login: z.string(), name: z.string().nullish() })
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))
const xUser = z.object({
  data: z.object({ id: z.string(), username: z.string(), name: z.string().nullish() }),
})
const discordUser = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
})

/** Endpoints of GitHub, X and Discord relative to their web base (issuer) or API base. */
const shapes: Record<
  PlainProvider,
  { authorize: string; token: { base: 'issuer' | 'apiUrl'; path: string }; user: string; scopes: string[] }
> = {
  github: {
    authorize: '/login/oauth/authorize',
    token: { base: 'issuer', path: '/login/oauth/access_token' },
    user: '/user',
    scopes: ['read:user', 'user:email'],
  },
  x: {
    authorize: '/i/oauth2/authorize',
    token: { base: 'apiUrl', path: '/2/oauth2/token' },
    user: '/2/users/me',
    scopes: ['users.read', 'tweet.read'],
  },
  discord: {
    authorize: '/oauth2/authorize',
    token: { base: 'apiUrl', path: '/oauth2/token' },
    user: '/users/@me',
    scopes: ['identify', 'email'],
  },
}

async function getJson<Schema extends z.ZodType>(url: string, token: string, schema: Schema) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'user-agent': 'walletport' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return schema.parse(await response.json())
}

/**
 * GitHub, X, Discord: plain OAuth 2 (no ID token) through arctic's client — code flow with PKCE S256 — then the
 * provider's user endpoint. State is checked by the caller (it finds the sign-in by it).
 */
export function createOAuth2Client(
  provider: PlainProvider,
  settings: SocialProviderSettings,
  redirectUri: string,
): SocialClient {
  const shape = shapes[provider]
  const name = socialProviderNames[provider]
  const apiUrl = settings.apiUrl ?? `${settings.issuer}/api`
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri)
  const tokenEndpoint = `${shape.token.base === 'issuer' ? settings.issuer : apiUrl}${shape.token.path}`

  async function readUser(accessToken: string): Promise<SocialIdentity> {
    const base = { provider, email: undefined, emailVerified: false } as const
    if (provider === 'github') {
      const user = await getJson(`${apiUrl}${shape.user}`, accessToken, githubUser)
      const emails = await getJson(`${apiUrl}/user/emails`, accessToken, githubEmails).catch(() => [])
      const primary = emails.find((entry) => entry.primary)
      return {
        ...base,
        subject: String(user.id),
        userName: user.login,
        email: primary?.email.toLowerCase(),
        emailVerified: primary?.verified === true,
      }
    }
    if (provider === 'x') {
      const { data } = await getJson(`${apiUrl}${shape.user}`, accessToken, xUser)
      return { ...base, subject: data.id, userName: data.username }
    }
    const user = await getJson(`${apiUrl}${shape.user}`, accessToken, discordUser)
    return {
      ...base,
      subject: user.id,
      userName: user.username,
      email: user.email?.toLowerCase() ?? undefined,
      emailVerified: Boolean(user.email) && user.verified === true,
    }
  }

  return {
    async authorizationUrl({ state, codeVerifier }) {
      return client.createAuthorizationURLWithPKCE(
        `${settings.issuer}${shape.authorize}`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        shape.scopes,
      )
    },
    async finish({ callback, codeVerifier }) {
      const url = callback instanceof URL ? callback : new URL(callback.url)
      const code = url.searchParams.get('code')
      if (!code) throw new SocialLoginError('provider', `${name} sent no authorization code`)
      let accessToken: string
      try {
        accessToken = (
          await client.validateAuthorizationCode(tokenEndpoint, code, codeVerifier)
        ).accessToken()
      } catch (error) {
        throw new SocialLoginError(
          'provider',
          error instanceof OAuth2RequestError
            ? `${name} refused the authorization code (${error.code}): start again`
            : `${name} cannot be reached: try again later`,
          { cause: error },
        )
      }
      try {
        return await readUser(accessToken)
      } catch (error) {
        throw new SocialLoginError('provider', `${name} did not say who signed in: try again later`, {
          cause: error,
        })
      }
    },
  }
}
