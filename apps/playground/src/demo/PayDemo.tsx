import { localEvm, localSolana } from '@walletport/core/networks'
import type { PayParameters } from '@walletport/core/pay'
import { deriveEvmAccounts } from '@walletport/devnet/browser'
import { usePay } from '@walletport/ui-react'
import { useState } from 'react'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { ActionResult } from './ActionResult.js'

/** The devnet's third funded EVM account, and a fixed Solana address with no account yet. */
const EVM_RECIPIENT = deriveEvmAccounts(undefined, 3)[2]!.address
const SOLANA_RECIPIENT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

type Choice = 'erc20' | 'sol'

/** `pay()` for the devnet's test ERC-20 or for native SOL: the modal shows the request and resolves with the receipt. */
export function PayDemo({ endpoints }: { endpoints: DevnetEndpoints }) {
  const { payAsync, isPending, error, data, reset } = usePay()
  const [choice, setChoice] = useState<Choice>('erc20')
  const [amount, setAmount] = useState('2.5')
  const [recipient, setRecipient] = useState(EVM_RECIPIENT)

  function choose(next: Choice) {
    setChoice(next)
    setRecipient(next === 'erc20' ? EVM_RECIPIENT : SOLANA_RECIPIENT)
  }

  function request(): PayParameters {
    return choice === 'erc20'
      ? {
          recipient,
          amount,
          network: localEvm.caipNetworkId,
          asset: { symbol: 'TST', decimals: 6, token: endpoints.evmTokenAddress },
        }
      : { recipient, amount, network: localSolana.caipNetworkId, asset: { symbol: 'SOL', decimals: 9 } }
  }

  return (
    <section className="card" aria-labelledby="pay-title">
      <h3 id="pay-title">Pay</h3>
      <p className="hint">Opens the modal's Pay view with a request; resolves with the confirmed receipt.</p>
      <label>
        Asset{' '}
        <select
          aria-label="Pay asset"
          value={choice}
          onChange={(event) => choose(event.target.value as Choice)}
        >
          <option value="erc20">TST (ERC-20, EVM devnet)</option>
          <option value="sol">SOL (Solana devnet)</option>
        </select>
      </label>
      <label>
        Recipient{' '}
        <input
          aria-label="Pay recipient"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
      </label>
      <label>
        Amount{' '}
        <input aria-label="Pay amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={isPending}
        onClick={() => {
          reset()
          void payAsync(request()).catch(() => undefined)
        }}
      >
        Request payment
      </button>
      <ActionResult
        testId="pay-result"
        pending={isPending}
        pendingText="Waiting for the payment…"
        error={error}
      >
        {data && (
          <span>
            paid: <code data-testid="pay-result-hash">{data.hash}</code> in block{' '}
            {String(data.receipt.blockNumber ?? '?')}
          </span>
        )}
      </ActionResult>
    </section>
  )
}
