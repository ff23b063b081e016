import { useWalletPortState } from '@walletport/ui-react'
import { useActiveChain } from './useActiveChain.js'

/** What the client knows about the connection, in full (the modal shortens it). */
export function AccountSummary() {
  const { account, network } = useActiveChain()
  const initialized = useWalletPortState((state) => state.initialized)
  const unsupported = useWalletPortState((state) =>
    state.activeChain === undefined ? false : state.chains[state.activeChain]?.networkState.unsupported,
  )
  return (
    <section className="card" aria-labelledby="account-title">
      <h3 id="account-title">Connection</h3>
      <dl className="facts" data-testid="account-summary">
        <dt>Status</dt>
        <dd data-testid="connection-status">{initialized ? account.status : 'starting'}</dd>
        <dt>Wallet</dt>
        <dd>{account.connectedWalletInfo?.name ?? '—'}</dd>
        <dt>Address</dt>
        <dd>
          <code data-testid="account-address">{account.address ?? '—'}</code>
        </dd>
        <dt>Network</dt>
        <dd data-testid="account-network">
          {network ? `${network.name} (${network.caipNetworkId})${unsupported ? ', unsupported' : ''}` : '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="account-balance">
          {account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`}
        </dd>
      </dl>
    </section>
  )
}
