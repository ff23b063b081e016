import type { WalletPortClient } from '@walletport/core'
import { isOnrampRestricted } from '@walletport/core/onramp'
import { findSwapProvider } from '@walletport/core/swaps'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
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
  const { features, nameService, onrampProviders } = client.options
  const network = useWalletPortState((state) => state.chains[namespace]?.networkState.caipNetwork)
  const names = nameService?.namespaces.includes(namespace) ?? false
  const swaps = features.swaps && network !== undefined && findSwapProvider(client, network) !== undefined
  const onramp = features.onramp && (onrampProviders?.length ?? 0) > 0 && !isOnrampRestricted()
  if (!features.send && !features.receive && !names && !swaps && !onramp) return null
  return (
    <div className="wp-account-actions">
      {onramp && (
        <button type="button" className="wp-button" onClick={() => client.router.push('Onramp')}>
          {messages.buyCrypto}
        </button>
      )}
      {swaps && (
        <button type="button" className="wp-button" onClick={() => client.router.push('Swap')}>
          {messages.swap}
        </button>
      )}
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
