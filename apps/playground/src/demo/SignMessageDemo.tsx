import { useSignMessage } from '@walletport/ui-react'
import { useState } from 'react'
import { ActionResult } from './ActionResult.js'
import { useActiveChain } from './useActiveChain.js'

type Verification = { signature: string; verified: boolean } | { signature: string; error: unknown }

/** Signs a message with the connected wallet and checks the signature with the adapter's `verifyMessage`. */
export function SignMessageDemo() {
  const { client, account, network, connected } = useActiveChain()
  const { signMessageAsync, isPending, error } = useSignMessage()
  const [message, setMessage] = useState('Hello from the WalletPort playground')
  const [verification, setVerification] = useState<Verification>()

  async function sign() {
    setVerification(undefined)
    const signature = await signMessageAsync({ message }).catch(() => undefined)
    if (signature === undefined || !account.address || !account.namespace || !network) return
    try {
      const verified = await client
        .getAdapter(account.namespace)
        .verifyMessage({ message, signature, address: account.address, network })
      setVerification({ signature, verified })
    } catch (verifyError) {
      setVerification({ signature, error: verifyError })
    }
  }

  return (
    <section className="card" aria-labelledby="sign-title">
      <h3 id="sign-title">Sign a message</h3>
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" disabled={!connected || isPending} onClick={() => void sign()}>
        Sign message
      </button>
      <ActionResult testId="sign-result" pending={isPending} error={error}>
        {verification && (
          <>
            <span>
              signature: <code data-testid="signature">{verification.signature}</code>
            </span>
            {'verified' in verification ? (
              <span data-testid="verified">verified: {String(verification.verified)}</span>
            ) : (
              <ActionResult testId="verify-error" error={verification.error} />
            )}
          </>
        )}
      </ActionResult>
    </section>
  )
}
