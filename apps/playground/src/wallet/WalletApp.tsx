import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { WcWallet } from './createWcWallet.js'

function useWalletState(wallet: WcWallet) {
  return useSyncExternalStore(wallet.subscribe, wallet.getState)
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The devnet WalletConnect wallet: paste a pairing URI, then approve or reject what the app asks. */
export function WalletApp({ wallet, initialUri }: { wallet: WcWallet; initialUri: string | undefined }) {
  const state = useWalletState(wallet)
  const [uri, setUri] = useState(initialUri ?? '')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const pairedInitial = useRef(false)

  async function run(action: () => Promise<void>) {
    setError(undefined)
    setBusy(true)
    try {
      await action()
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  // A `?uri=` link pairs at once (once: StrictMode runs effects twice in development).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URI the page was opened with
  useEffect(() => {
    if (!initialUri || pairedInitial.current) return
    pairedInitial.current = true
    void run(() => wallet.pair(initialUri))
  }, [])

  return (
    <main className="wallet">
      <h1>WalletPort devnet wallet</h1>
      <p className="hint">
        A WalletConnect wallet on the devnet relay, holding the devnet's first EVM account{' '}
        <code data-testid="wallet-address">{state.address}</code> and the playground's Solana account{' '}
        <code data-testid="wallet-solana-address">{state.solanaAddress}</code>. Nothing is approved unless you
        click.
      </p>

      <form
        className="card"
        aria-label="Pair"
        onSubmit={(event) => {
          event.preventDefault()
          void run(() => wallet.pair(uri))
        }}
      >
        <label>
          Pairing URI (the playground's “Copy link”)
          <input value={uri} onChange={(event) => setUri(event.target.value)} placeholder="wc:…@2?…" />
        </label>
        <button type="submit" disabled={busy || uri.trim() === ''}>
          Pair
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>

      {state.proposals.map((proposal) => (
        <section key={proposal.id} className="card" aria-label="Session proposal">
          <h2>{proposal.proposer} wants to connect</h2>
          <p>
            Chains:{' '}
            {proposal.chains.length > 0 ? proposal.chains.join(', ') : 'none this wallet has a node for'}
          </p>
          <div className="row">
            <button type="button" onClick={() => void run(() => wallet.approveProposal(proposal.id))}>
              Approve
            </button>
            <button type="button" onClick={() => void run(() => wallet.rejectProposal(proposal.id))}>
              Reject
            </button>
          </div>
        </section>
      ))}

      {state.requests.map((request) => (
        <section key={request.id} className="card" aria-label="Request">
          <h2>
            {request.method} <small>{request.chainId}</small>
          </h2>
          <pre>{JSON.stringify(request.params, null, 2)}</pre>
          <div className="row">
            <button type="button" onClick={() => void run(() => wallet.approveRequest(request.id))}>
              Approve
            </button>
            <button type="button" onClick={() => void run(() => wallet.rejectRequest(request.id))}>
              Reject
            </button>
          </div>
        </section>
      ))}

      <section className="card" aria-label="Sessions">
        <h2>Sessions</h2>
        {state.sessions.length === 0 && <p className="hint">None yet.</p>}
        <ul>
          {state.sessions.map((session) => (
            <li key={session.topic}>
              {session.peer} on {session.chains.join(', ')}{' '}
              <button type="button" onClick={() => void run(() => wallet.disconnect(session.topic))}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="card" aria-label="Log">
        <h2>Log</h2>
        <ol className="log" data-testid="wallet-log">
          {state.log.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are only ever prepended and never reordered
            <li key={index}>{line}</li>
          ))}
        </ol>
      </section>
    </main>
  )
}
