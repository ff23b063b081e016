import type { WalletPortClient } from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import type { Messages } from '../../messages.js'
import { useEmailAuth } from './useEmailAuth.js'

/**
 * The Account view's embedded-wallet actions: who is signed in (a Farcaster user name), Update email (when the email
 * flag is on), Devices (when the wallet lists them) and Sign out.
 */
export function EmailAccountActions({ client, messages }: { client: WalletPortClient; messages: Messages }) {
  const emailAuth = useEmailAuth()
  const [login, setLogin] = useState<{ userName?: string; devices: boolean }>({ devices: false })
  useEffect(() => {
    if (!emailAuth.available) return
    emailAuth.get().then(
      (auth) => setLogin({ userName: auth.getUserName?.(), devices: typeof auth.listDevices === 'function' }),
      () => undefined,
    )
  }, [emailAuth.available, emailAuth.get])
  return (
    <div className="wp-email-actions">
      {login.userName && (
        <p className="wp-notice wp-user-name">
          {formatMessage(messages.farcasterSignedIn, { name: login.userName })}
        </p>
      )}
      {client.options.features.email && (
        <button
          type="button"
          className="wp-button wp-button-secondary"
          onClick={() => client.router.push('UpdateEmailWallet')}
        >
          {messages.updateEmail}
        </button>
      )}
      {login.devices && (
        <button
          type="button"
          className="wp-button wp-button-secondary"
          onClick={() => client.router.push('Devices')}
        >
          {messages.devices}
        </button>
      )}
      <button type="button" className="wp-button" onClick={() => client.router.push('SignOut')}>
        {messages.signOut}
      </button>
    </div>
  )
}
