import type { WalletPortClient } from '@walletport/core'
import type { Messages } from '../../messages.js'

/**
 * The account's feature panels: Send and Receive when their feature flags are on, choosing an account name when the
 * app's name service serves the namespace.
 */
export function AccountActions({
  client,
  messages,
  namespace,
}: {
  client: WalletPortClient
  messages: Messages
  namespace: string
}) {
  const { features, nameService } = client.options
  const names = nameService?.namespaces.includes(namespace) ?? false
  if (!features.send && !features.receive && !names) return null
  return (
    <div className="wp-account-actions">
      {features.send && (
        <button type="button" className="wp-button" onClick={() => client.router.push('Send')}>
          {messages.send}
        </button>
      )}
      {features.receive && (
        <button type="button" className="wp-button" onClick={() => client.router.push('Receive')}>
          {messages.receive}
        </button>
      )}
      {names && (
        <button type="button" className="wp-button" onClick={() => client.router.push('RegisterAccountName')}>
          {messages.registerNameTitle}
        </button>
      )}
    </div>
  )
}
