import {
  errorMessage,
  filterTelegramSocials,
  isSocialProvider,
  readTelegramPlatform,
  type SocialProvider,
  socialProviderNames,
} from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import { Spinner } from '../../components/Spinner.js'
import type { ViewProps } from '../types.js'
import { SocialBadge } from './SocialBadge.js'
import { startSocialLogin } from './startSocialLogin.js'
import { useSocialAuth } from './useSocialAuth.js'

/** The six OAuth providers, and Farcaster (its own view: a QR code for the Farcaster app). */
const isOffered = (value: string): value is SocialProvider | 'farcaster' =>
  value === 'farcaster' || isSocialProvider(value)

/**
 * The social providers to sign in with: the app's `socials` (in its order) that the wallet server has settings
 * for, minus those Telegram blocks on the platform the page runs on (spec section 5).
 */
export default function SocialsView({ client, messages }: ViewProps) {
  const socialAuth = useSocialAuth()
  const [providers, setProviders] = useState<(SocialProvider | 'farcaster')[]>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    let active = true
    const wanted = client.options.features.socials || []
    socialAuth
      .get()
      .then((auth) => auth.getSocialProviders())
      .then((configured) => {
        if (!active) return
        const offered = wanted.filter(isOffered).filter((provider) => configured.includes(provider))
        setProviders(filterTelegramSocials(offered, readTelegramPlatform()))
      })
      .catch((error: unknown) => {
        if (active) setFailure(errorMessage(error))
      })
    return () => {
      active = false
    }
  }, [client, socialAuth.get])

  if (failure !== undefined)
    return (
      <p className="wp-error wp-notice" role="alert">
        {failure}
      </p>
    )
  if (providers === undefined) return <Spinner label={messages.loading} />
  if (providers.length === 0) return <p className="wp-notice">{messages.socialsUnavailable}</p>
  return (
    <ul className="wp-list wp-socials" aria-label={messages.continueWithSocial}>
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="wp-button wp-button-secondary wp-social-button"
            onClick={() => {
              if (provider === 'farcaster') return client.router.push('ConnectingFarcaster')
              startSocialLogin({ client, provider, loadAuth: socialAuth.get }).catch((error: unknown) =>
                setFailure(errorMessage(error)),
              )
            }}
          >
            <SocialBadge provider={provider} />
            <span>
              {formatMessage(messages.continueWithProvider, { name: socialProviderNames[provider] })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
