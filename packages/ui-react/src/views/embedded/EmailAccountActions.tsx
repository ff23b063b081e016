import type { WalletPortClient } from '@walletport/core'
import type { Messages } from '../../messages.js'

/** The Account view's email-wallet actions: Update email (when the email flag is on) and Sign out. */
export function EmailAccountActions({ client, messages }: { client: WalletPortClient; messages: Messages }) {
  return (
    <div className="wp-email-actions">
      {client.options.features.email && (
        <button
          type="button"
          className="wp-button wp-button-secondary"
          onClick={() => client.router.push('UpdateEmailWallet')}
        >
          {messages.updateEmail}
        </button>
      )}
      <button type="button" className="wp-button" onClick={() => client.router.push('SignOut')}>
        {messages.signOut}
      </button>
    </div>
  )
}
