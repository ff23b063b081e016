import { errorMessage } from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import type { ViewProps } from '../types.js'
import { useEmailAuth } from './useEmailAuth.js'

/**
 * Sign out of the email wallet: core's disconnect, which ends every chain of the AUTH family and the wallet's
 * session (its keys stay on this device, sealed; the next login needs a new code).
 */
export default function SignOutView({ client, messages }: ViewProps) {
  const emailAuth = useEmailAuth()
  const [email, setEmail] = useState<string>()
  const [status, setStatus] = useState<{ busy: boolean; failure?: string }>({ busy: false })
  useEffect(() => {
    if (!emailAuth.available) return
    emailAuth.get().then(
      (auth) => setEmail(auth.getEmail()),
      () => undefined,
    )
  }, [emailAuth.available, emailAuth.get])

  async function signOut() {
    setStatus({ busy: true })
    try {
      await client.disconnect()
      client.close()
    } catch (error) {
      setStatus({ busy: false, failure: errorMessage(error) })
    }
  }

  return (
    <div className="wp-sign-out">
      <p className="wp-notice">
        {email ? formatMessage(messages.signOutText, { email }) : messages.signOutTextNoEmail}
      </p>
      {status.failure !== undefined && (
        <p className="wp-error" role="alert">
          {status.failure}
        </p>
      )}
      <button
        type="button"
        className="wp-button"
        disabled={status.busy}
        aria-busy={status.busy}
        onClick={() => void signOut()}
      >
        {messages.signOut}
      </button>
      <button type="button" className="wp-button wp-button-secondary" onClick={() => client.router.goBack()}>
        {messages.cancel}
      </button>
    </div>
  )
}
