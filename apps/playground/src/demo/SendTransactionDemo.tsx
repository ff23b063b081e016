import type { TransactionReceipt } from '@walletport/core'
import { deriveEvmAccounts } from '@walletport/devnet/browser'
import { useSendTransaction } from '@walletport/ui-react'
import { useState } from 'react'
import { ActionResult } from './ActionResult.js'
import { useActiveChain } from './useActiveChain.js'

const AMOUNT = 10n ** 16n
/** The devnet's second funded account. */
const RECIPIENT = deriveEvmAccounts(undefined, 2)[1]!.address

/** Sends 0.01 ETH to the devnet's second account, then waits for the receipt. */
export function SendTransactionDemo() {
  const { client, account, connected } = useActiveChain()
  const { sendTransactionAsync, isPending, error, data, reset } = useSendTransaction()
  const [receipt, setReceipt] = useState<TransactionReceipt>()
  const [waitError, setWaitError] = useState<unknown>()
  const [waiting, setWaiting] = useState(false)
  const evm = account.namespace === 'eip155'

  async function send() {
    reset()
    setReceipt(undefined)
    setWaitError(undefined)
    const sent = await sendTransactionAsync({ to: RECIPIENT, value: AMOUNT }).catch(() => undefined)
    if (!sent) return
    setWaiting(true)
    try {
      setReceipt(await sent.wait())
      // The balance and the Activity list are the app's to refresh after its own transaction.
      client.resetTransactions()
      void client.fetchBalance().catch(() => undefined)
    } catch (failure) {
      setWaitError(failure)
    } finally {
      setWaiting(false)
    }
  }

  return (
    <section className="card" aria-labelledby="send-title">
      <h3 id="send-title">Send a transaction</h3>
      <p className="hint">
        0.01 ETH to the devnet's second account <code>{RECIPIENT}</code>
      </p>
      <button type="button" disabled={!connected || !evm || isPending || waiting} onClick={() => void send()}>
        Send 0.01 ETH
      </button>
      <ActionResult testId="send-result" pending={isPending} error={error}>
        {data && (
          <>
            <span>
              hash: <code data-testid="tx-hash">{data.hash}</code>
            </span>
            <ActionResult
              testId="tx-receipt"
              pending={waiting}
              pendingText="Waiting for the receipt…"
              error={waitError}
            >
              {receipt &&
                `${receipt.status === 'success' ? 'confirmed' : 'reverted'} in block ${receipt.blockNumber ?? '?'}`}
            </ActionResult>
          </>
        )}
      </ActionResult>
    </section>
  )
}
