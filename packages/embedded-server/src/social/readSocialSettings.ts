import { SOCIAL_PROVIDERS, type SocialProvider } from '@walletport/core'
import { ServerConfigError } from '../config/ServerConfigError.js'
import { defaultSocialEndpoints, socialProtocols } from './socialProviders.js'

export interface SocialProviderSettings {
  clientId: string
  clientSecret: string
  /** OpenID Connect: the issuer (discovery at /.well-known/openid-configuration). OAuth 2: the web base. */
  issuer: string
  /** OAuth 2 providers: the API base of the user endpoint. */
  apiUrl?: string
}

export type SocialSettings = Partial<Record<SocialProvider, SocialProviderSettings>>

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

function readUrl(variable: string, text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ServerConfigError({
      variable,
      expected: 'an https URL (http only on loopback)',
      received: text,
    })
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw new ServerConfigError({
      variable,
      expected: 'an https URL (http only on loopback)',
      received: text,
    })
  return url.href.replace(/\/$/, '')
}

/**
 * `WALLETPORT_SOCIAL_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, `_ISSUER` (and `_API_URL` for GitHub, X, Discord).
 * A provider with neither id nor secret is not offered; one with only one of them is a configuration error.
 */
export function readSocialSettings(
  environment: Readonly<Record<string, string | undefined>>,
): SocialSettings {
  const settings: SocialSettings = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `WALLETPORT_SOCIAL_${provider.toUpperCase()}_`
    const clientId = environment[`${prefix}CLIENT_ID`]?.trim()
    const clientSecret = environment[`${prefix}CLIENT_SECRET`]?.trim()
    if (!clientId && !clientSecret) continue
    if (!clientId)
      throw new ServerConfigError({ variable: `${prefix}CLIENT_ID`, expected: `the ${provider} client id` })
    if (!clientSecret)
      throw new ServerConfigError({
        variable: `${prefix}CLIENT_SECRET`,
        expected: `the ${provider} client secret`,
      })
    const defaults = defaultSocialEndpoints[provider]
    const issuer = readUrl(`${prefix}ISSUER`, environment[`${prefix}ISSUER`] ?? defaults.issuer)
    const apiUrlText =
      environment[`${prefix}API_URL`] ?? (issuer === defaults.issuer ? defaults.apiUrl : `${issuer}/api`)
    settings[provider] = {
      clientId,
      clientSecret,
      issuer,
      ...(socialProtocols[provider] === 'oauth2' &&
        apiUrlText && { apiUrl: readUrl(`${prefix}API_URL`, apiUrlText) }),
    }
  }
  return settings
}
