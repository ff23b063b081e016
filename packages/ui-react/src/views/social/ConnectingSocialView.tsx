import { socialProviderNames, type WalletPortState } from '@walletport/core'
import { formatMessage } from '../../components/formatMessage.js'
import { Spinner } from '../../components/Spinner.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'
import { SocialBadge } from './SocialBadge.js'
import { startSocialLogin } from './startSocialLogin.js'
import { useSocialAuth } from './useSocialAuth.js'

const selectData = (state: WalletPortState) => state.modal.data

/**
 * While the user signs in in the provider's popup: what to do there, and — when it failed (refused, wrong
 * state, window closed…) — why, with a button that opens a new popup.
 */
export default function ConnectingSocialView({ client, messages }: ViewProps) {
  const data = useWalletPortState(selectData)
  const socialAuth = useSocialAuth()
  const provider = data?.socialProvider
  if (!provider) return <p className="wp-notice">{messages.viewUnavailable}</p>
  const name = socialProviderNames[provider]
  return (
    <div className="wp-connecting-social">
      <SocialBadge provider={provider} size={56} />
      {data?.socialError === undefined ? (
        <>
          <p className="wp-notice">{formatMessage(messages.socialConnectingText, { name })}</p>
          <Spinner label={messages.loading} />
        </>
      ) : (
        <>
          <p className="wp-error" role="alert">
            {data.socialError}
          </p>
          <button
            type="button"
            className="wp-button"
            onClick={() => {
              void startSocialLogin({ client, provider, loadAuth: socialAuth.get })
            }}
          >
            {messages.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
