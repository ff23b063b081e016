import { type SocialProvider, socialProviderNames } from '@walletport/core'
import * as oidc from 'openid-client'
import type { SocialProviderSettings } from './readSocialSettings.js'
import type { SocialClient } from './SocialClient.js'
import { SocialLoginError } from './SocialLoginError.js'

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/** openid-client wraps oauth4webapi's error, whose message (and cause's `claim`) names the failed check. */
function describeChain(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current instanceof Error) parts.push(current.message)
    const claim = (current as { claim?: unknown }).claim
    if (typeof claim === 'string') parts.push(`"${claim}"`)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' | ')
}

function explain(provider: SocialProvider, error: unknown): SocialLoginError {
  const text = describeChain(error)
  const name = socialProviderNames[provider]
  if (/nonce/i.test(text))
    return new SocialLoginError(
      'nonce',
      `The ${name} answer does not belong to this sign-in (wrong nonce): start again`,
      { cause: error },
    )
  if (/"iss"|issuer/i.test(text))
    return new SocialLoginError('issuer', `The ${name} answer came from an unexpected issuer`, {
      cause: error,
    })
  if (/state/i.test(text))
    return new SocialLoginError(
      'state',
      `The ${name} answer does not match this sign-in (wrong state): start again`,
      {
        cause: error,
      },
    )
  return new SocialLoginError('provider', `${name} did not confirm the sign-in: start again`, {
    cause: error,
  })
}

/**
 * Google, Apple, Facebook: OpenID Connect through `openid-client` — discovery (the issuer must be the configured
 * one), code flow with PKCE S256, state and nonce checked, the ID token's signature, issuer and audience verified.
 */
export function createOidcClient(
  provider: SocialProvider,
  settings: SocialProviderSettings,
  redirectUri: string,
): SocialClient {
  let discovered: Promise<oidc.Configuration> | undefined
  const configuration = () => {
    const issuer = new URL(settings.issuer)
    discovered ??= oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      // http is accepted for a provider on loopback only (the devnet's); readSocialSettings refuses it elsewhere.
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    discovered.catch(() => {
      discovered = undefined
    })
    return discovered
  }
  // Apple sends the code by form POST when email and name are asked for.
  const formPost = provider === 'apple'
  return {
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const config = await configuration().catch((error: unknown) => {
        throw new SocialLoginError(
          'provider',
          `${socialProviderNames[provider]} cannot be reached: try again later`,
          {
            cause: error,
          },
        )
      })
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(formPost && { response_mode: 'form_post' }),
      })
    },
    async finish({ callback, state, codeVerifier, nonce }) {
      let claims: oidc.IDToken | undefined
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callback, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        })
        claims = tokens.claims()
      } catch (error) {
        throw explain(provider, error)
      }
      if (!claims?.sub)
        throw new SocialLoginError('provider', `${socialProviderNames[provider]} sent no subject`)
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined
      const userName = [claims.preferred_username, claims.name, email].find(
        (value): value is string => typeof value === 'string' && value !== '',
      )
      return {
        provider,
        subject: claims.sub,
        email,
        emailVerified:
          email !== undefined && (claims.email_verified === true || claims.email_verified === 'true'),
        userName,
      }
    },
  }
}
