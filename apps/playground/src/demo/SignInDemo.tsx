import type { SiwxSession } from '@walletport/core'
import { useWalletPortState } from '@walletport/ui-react'
import { useEffect, useState } from 'react'
import { ActionResult } from './ActionResult.js'
import { useActiveChain } from './useActiveChain.js'

/** Sign-in with X: core's status, the stored session of the connected account, a button to sign in. */
export function SignInDemo() {
  const { client, account, network, connected } = useActiveChain()
  const siwx = useWalletPortState((state) => state.siwx)
  const [sessions, setSessions] = useState<readonly SiwxSession[]>([])
  const [error, setError] = useState<unknown>()
  const enabled = client.options.siwx !== undefined

  // Sessions change with the account, the network and each sign-in attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers are the dependencies
  useEffect(() => {
    let current = true
    client.siwx.getSessions().then(
      (found) => current && setSessions(found),
      (failure: unknown) => current && setError(failure),
    )
    return () => {
      current = false
    }
  }, [client, account.address, network?.caipNetworkId, siwx.status])

  async function signIn() {
    setError(undefined)
    await client.siwx.requestSignIn().catch((failure: unknown) => setError(failure))
  }

  const session = sessions[0]
  return (
    <section className="card" aria-labelledby="siwx-title">
      <h3 id="siwx-title">Sign in (SIWX)</h3>
      {!enabled ? (
        <p className="hint">Sign-in is off: choose optional or required in the options.</p>
      ) : (
        <>
          <button
            type="button"
            disabled={!connected || siwx.status === 'signing'}
            onClick={() => void signIn()}
          >
            Sign in
          </button>
          <ActionResult
            testId="siwx-result"
            pending={siwx.status === 'signing'}
            error={error ?? (siwx.status === 'error' ? new Error(siwx.error ?? 'Sign-in failed') : undefined)}
          >
            {session ? (
              <span data-testid="siwx-session">
                Signed in as {session.data.accountAddress} on {session.data.chainId} until{' '}
                {session.data.expirationTime}
              </span>
            ) : (
              connected && 'No session for this account and network'
            )}
          </ActionResult>
        </>
      )}
    </section>
  )
}
