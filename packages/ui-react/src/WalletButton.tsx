import { type ChainNamespace, normalizeConnectorName } from '@walletport/core'
import { useWalletPortContext } from './context.js'
import { useAccount } from './hooks/useAccount.js'
import { useModalIntent } from './hooks/useModalIntent.js'
import { useWalletPortState } from './hooks/useWalletPortState.js'
import { shortenAddress } from './utils/shortenAddress.js'

export interface WalletButtonProps {
  /** The wallet: a connector or directory id ('metamask', 'dev.walletport.testwallet'), or its name ('Phantom'). */
  wallet: string
  /** Its name on the button when no discovered connector names it; default `wallet`. */
  name?: string
  /** EIP-6963 reverse-DNS id, to match an announced wallet. */
  rdns?: string
  namespace?: ChainNamespace
  className?: string
}

function sameName(a: string, b: string): boolean {
  return normalizeConnectorName(a).toLowerCase() === normalizeConnectorName(b).toLowerCase()
}

/**
 * A button for one named wallet: a click opens the modal straight at that wallet's connecting view (its own
 * connector when installed, WalletConnect or where to get it otherwise: core's `selectWallet` rules). When that
 * wallet is the connected one it shows the address and opens Account.
 */
export function WalletButton({ wallet, name, rdns, namespace, className }: WalletButtonProps) {
  const { client } = useWalletPortContext()
  const connector = useWalletPortState((state) =>
    state.connectors.find(
      (candidate) =>
        candidate.id === wallet ||
        candidate.explorerId === wallet ||
        (rdns !== undefined && candidate.info?.rdns === rdns) ||
        sameName(candidate.name, name ?? wallet),
    ),
  )
  const connectedId = useWalletPortState((state) => {
    const chain = state.chains[namespace ?? state.activeChain ?? '']
    return chain?.accountState.status === 'connected' ? chain.connectorId : undefined
  })
  const { address } = useAccount(namespace)
  const themeMode = useWalletPortState((state) => state.theme.mode)
  const intent = useModalIntent()
  const label = connector?.name ?? name ?? wallet
  const isThisWallet =
    connectedId !== undefined &&
    connector !== undefined &&
    (connectedId === connector.id ||
      (connector.connectors?.some((inner) => inner.id === connectedId) ?? false))

  function onClick() {
    if (isThisWallet) {
      client.open({ view: 'Account', ...(namespace !== undefined && { namespace }) })
      return
    }
    client.open(namespace === undefined ? undefined : { namespace })
    const result = client.selectWallet(
      { id: connector?.id ?? wallet, name: label, ...(rdns !== undefined && { rdns }) },
      { pageUrl: globalThis.location?.href },
    )
    if ('redirect' in result) globalThis.location?.assign(result.redirect)
  }

  return (
    <button
      type="button"
      className={className ? `wp-button wp-standalone ${className}` : 'wp-button wp-standalone'}
      data-theme={themeMode}
      data-connected={isThisWallet ? '' : undefined}
      aria-haspopup="dialog"
      {...intent}
      onClick={onClick}
    >
      {isThisWallet && address !== undefined ? `${label} · ${shortenAddress(address)}` : label}
    </button>
  )
}
