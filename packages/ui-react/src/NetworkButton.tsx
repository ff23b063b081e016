import type { ChainNamespace } from '@walletport/core'
import { useWalletPortContext } from './context.js'
import { selectChain } from './hooks/selectChain.js'
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
  // A network the app did not request has no name worth showing (it reads 'eip155:123456'): ask to switch.
  const unsupported = useWalletPortState(
    (state) => selectChain(state, namespace)?.networkState.unsupported === true,
  )
  const open = useWalletPortState((state) => state.modal.open)
  const themeMode = useWalletPortState((state) => state.theme.mode)
  const intent = useModalIntent()
  return (
    <button
      type="button"
      className={className ? `wp-button wp-standalone ${className}` : 'wp-button wp-standalone'}
      data-theme={themeMode}
      data-unsupported={unsupported ? '' : undefined}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...intent}
      onClick={() => client.open({ view: 'Networks', ...(namespace === undefined ? {} : { namespace }) })}
    >
      {unsupported ? messages.switchNetwork : (caipNetwork?.name ?? messages.selectNetwork)}
    </button>
  )
}
