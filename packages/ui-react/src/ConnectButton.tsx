import type { ChainNamespace } from '@walletport/core'
import { useWalletPortContext } from './context.js'
import { useAccount } from './hooks/useAccount.js'
import { useModalIntent } from './hooks/useModalIntent.js'
import { useWalletPortState } from './hooks/useWalletPortState.js'
import { formatBalance } from './utils/formatBalance.js'
import { shortenAddress } from './utils/shortenAddress.js'

export interface ConnectButtonProps {
  namespace?: ChainNamespace
  /** Show the balance next to the address when connected (default true). */
  balance?: boolean
  className?: string
}

/** 'Connect Wallet' until connected, then the shortened address and balance; opens the modal either way. */
export function ConnectButton({ namespace, balance: showBalance = true, className }: ConnectButtonProps) {
  const { client, messages } = useWalletPortContext()
  const { address, isConnected, status, balance, balanceSymbol } = useAccount(namespace)
  const open = useWalletPortState((state) => state.modal.open)
  const themeMode = useWalletPortState((state) => state.theme.mode)
  const intent = useModalIntent()
  const connected = isConnected && address !== undefined
  return (
    <button
      type="button"
      className={className ? `wp-button wp-standalone ${className}` : 'wp-button wp-standalone'}
      data-theme={themeMode}
      data-connected={connected ? '' : undefined}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...intent}
      onClick={() => client.open(namespace === undefined ? undefined : { namespace })}
    >
      {connected ? (
        <>
          <span>{shortenAddress(address)}</span>
          {showBalance && balance !== undefined && (
            <span className="wp-button-balance">
              {formatBalance(balance)} {balanceSymbol}
            </span>
          )}
        </>
      ) : status === 'connecting' ? (
        messages.connecting
      ) : (
        messages.connectWallet
      )}
    </button>
  )
}
