import type { ChainNamespace } from '@walletport/core'
import { useWalletPortContext } from './context.js'
import { useModalIntent } from './hooks/useModalIntent.js'
import { useNetwork } from './hooks/useNetwork.js'
import { useWalletPortState } from './hooks/useWalletPortState.js'

export interface NetworkButtonProps {
  namespace?: ChainNamespace
  className?: string
}

/** The current network's name; opens the network list. */
export function NetworkButton({ namespace, className }: NetworkButtonProps) {
  const { client, messages } = useWalletPortContext()
  const { caipNetwork } = useNetwork(namespace)
  const open = useWalletPortState((state) => state.modal.open)
  const themeMode = useWalletPortState((state) => state.theme.mode)
  const intent = useModalIntent()
  return (
    <button
      type="button"
      className={className ? `wp-button wp-standalone ${className}` : 'wp-button wp-standalone'}
      data-theme={themeMode}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...intent}
      onClick={() => client.open({ view: 'Networks', ...(namespace === undefined ? {} : { namespace }) })}
    >
      {caipNetwork?.name ?? messages.selectNetwork}
    </button>
  )
}
