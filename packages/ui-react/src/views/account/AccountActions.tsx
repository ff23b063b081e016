import type { WalletFeature, WalletPortClient } from '@walletport/core'
import { isOnrampRestricted } from '@walletport/core/onramp'
import { findSwapProvider } from '@walletport/core/swaps'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { Messages } from '../../messages.js'

/**
 * The account's feature panels in `features.walletFeaturesOrder` (Buy, Swap, Send, Receive, each when its feature
 * is on and served), then choosing an account name when the app's name service serves the namespace.
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
  const buttons: Record<
    WalletFeature,
    { shown: boolean; view: 'Onramp' | 'Swap' | 'Send' | 'Receive'; label: string }
  > = {
    onramp: { shown: onramp, view: 'Onramp', label: messages.buyCrypto },
    swaps: { shown: swaps, view: 'Swap', label: messages.swap },
    send: { shown: features.send, view: 'Send', label: messages.send },
    receive: { shown: features.receive, view: 'Receive', label: messages.receive },
  }
  return (
    <div className="wp-account-actions">
      {features.walletFeaturesOrder.map((feature) => {
        const { shown, view, label } = buttons[feature]
        return (
          shown && (
            <button
              key={feature}
              type="button"
              className="wp-button"
              onClick={() => client.router.push(view)}
            >
              {label}
            </button>
          )
        )
      })}
      {names && (
        <button type="button" className="wp-button" onClick={() => client.router.push('RegisterAccountName')}>
          {messages.registerNameTitle}
        </button>
      )}
    </div>
  )
}
