import type { ChainNamespace } from '@walletport/core'
import type { ReactNode } from 'react'
import { useWalletPortContext } from './context.js'
import { useAccount } from './hooks/useAccount.js'
import { useModalIntent } from './hooks/useModalIntent.js'
import { useWalletPortState } from './hooks/useWalletPortState.js'
import { formatBalance } from './utils/formatBalance.js'
import { shortenAddress } from './utils/shortenAddress.js'

/** What a custom connect button is drawn from (`<ConnectButton>{(props) => …}</ConnectButton>`). */
export interface ConnectButtonRenderProps {
  /** Opens the modal: Account when connected, Connect otherwise. */
  open(): void
  isConnected: boolean
  /** 'connecting' while a wallet is asked. */
  status: ReturnType<typeof useAccount>['status']
  address: string | undefined
  /** Balance formatted for display ('1.2345'), with its symbol. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Whether the modal is open (for `aria-expanded`). */
  isModalOpen: boolean
  /** The label the default button would show ('Connect Wallet', your `label`, or 'Connecting…'). */
  label: string
  /** Handlers that start loading the modal's code on pointer enter, press or focus: spread them on your button. */
  intentProps: ReturnType<typeof useModalIntent>
}

export interface ConnectButtonProps {
  namespace?: ChainNamespace
  /** Show the balance next to the address when connected (default true). */
  balance?: boolean
  /** The text while disconnected; default the locale's 'Connect Wallet'. */
  label?: string
  className?: string
  /** Render-prop form: draw your own button from the connection state; WalletPort renders nothing else. */
  children?: (props: ConnectButtonRenderProps) => ReactNode
}

/** 'Connect Wallet' (or `label`) until connected, then the shortened address and balance; opens the modal. */
export function ConnectButton({
  namespace,
  balance: showBalance = true,
  label,
  className,
  children,
}: ConnectButtonProps) {
  const { client, messages } = useWalletPortContext()
  const { address, isConnected, status, balance, balanceSymbol } = useAccount(namespace)
  const open = useWalletPortState((state) => state.modal.open)
  const themeMode = useWalletPortState((state) => state.theme.mode)
  const intent = useModalIntent()
  const connected = isConnected && address !== undefined
  const openModal = () => client.open(namespace === undefined ? undefined : { namespace })
  const idleLabel = status === 'connecting' ? messages.connecting : (label ?? messages.connectWallet)
  if (children) {
    return (
      <>
        {children({
          open: openModal,
          isConnected: connected,
          status,
          address: connected ? address : undefined,
          balance: balance === undefined ? undefined : formatBalance(balance),
          balanceSymbol,
          isModalOpen: open,
          label: idleLabel,
          intentProps: intent,
        })}
      </>
    )
  }
  return (
    <button
      type="button"
      className={className ? `wp-button wp-standalone ${className}` : 'wp-button wp-standalone'}
      data-theme={themeMode}
      data-connected={connected ? '' : undefined}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...intent}
      onClick={openModal}
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
      ) : (
        idleLabel
      )}
    </button>
  )
}
