import { HttpRequestError, type Network, TimeoutError, type TransactionReceipt } from '@walletport/core'
import { type Clock, systemClock, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import { BlockhashExpiredError, TransactionNotFoundError } from '../errors.js'
import { getSolanaReceipt } from '../getSolanaReceipt.js'
import { hasSolanaConfirmations } from '../hasSolanaConfirmations.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'

const DEFAULTS = { timeoutMs: 60_000, pollMs: 400, confirmations: 1 }

/**
 * A node out of reach, rate limited (its Retry-After honoured by the wait) or not answering a request in time:
 * asked again, not a failure.
 */
const isTransient = (error: unknown) => error instanceof HttpRequestError || error instanceof TimeoutError

/**
 * Waits for a transaction by polling its status until it has `confirmations`, within `confirmation.timeoutMs` in
 * all (a TimeoutError naming the signature after it); a transaction this adapter built fails early with
 * BlockhashExpiredError once the chain is past its blockhash's last valid height. A node out of reach or
 * answering 429 is asked again (after its Retry-After), never the wallet: nothing is sent twice. Returns its
 * receipt.
 */
export async function waitForTransaction(
  state: SolanaAdapterState,
  { hash, network }: { hash: string; network: Network },
  clock: Clock = systemClock,
): Promise<TransactionReceipt> {
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(state.options.confirmation, DEFAULTS)
  const connection = await getConnection(state, network)
  const lifetime = state.lifetimes.get(hash)
  const deadline = clock.now() + timeoutMs
  const landed = async () => {
    const { value } = await connection.getSignatureStatuses([hash], { searchTransactionHistory: true })
    const status = value[0]
    if (status?.err && status.confirmationStatus !== 'processed') return true
    if (hasSolanaConfirmations(status, confirmations)) return true
    if (!status && lifetime) {
      const height = await connection.getBlockHeight('confirmed')
      if (height > lifetime.lastValidBlockHeight) throw new BlockhashExpiredError({ signature: hash })
    }
    return undefined
  }
  await waitUntil(landed, {
    waitingFor: `the confirmation of ${hash}`,
    timeoutMs,
    pollMs,
    firstPollMs: Math.min(100, pollMs),
    retryOn: isTransient,
    clock,
  })
  state.lifetimes.delete(hash)
  return waitUntil(() => getSolanaReceipt(connection, hash), {
    waitingFor: `the receipt of ${hash}`,
    timeoutMs: Math.max(deadline - clock.now(), 0),
    pollMs,
    firstPollMs: Math.min(100, pollMs),
    retryOn: (error) => isTransient(error) || error instanceof TransactionNotFoundError,
    clock,
  })
}
