import { HttpRequestError, type Network, TimeoutError, type TransactionReceipt } from '@walletport/core'
import { type Clock, systemClock, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import { type BitcoinAdapterState, forgetBalances } from '../bitcoinAdapterState.js'
import { esploraFor } from '../esploraFor.js'

const DEFAULTS = { timeoutMs: 30 * 60_000, pollMs: 4_000, confirmations: 1 }

/**
 * What means "ask again" rather than a failure: a 404 right after the broadcast (the node does not know the
 * transaction yet), a node out of reach or not answering in time, and a 429 or 503 (after its Retry-After).
 */
function askAgain(error: unknown): boolean {
  if (error instanceof TimeoutError) return true
  if (!(error instanceof HttpRequestError)) return false
  return error.status === undefined || [404, 429, 502, 503, 504].includes(error.status)
}

/**
 * Polls Esplora's `/tx/:txid/status` until the transaction is in a block (and, for more than one confirmation,
 * that deep under the tip); the receipt carries the block height and the fee. The whole wait, receipt included,
 * is bounded by `confirmation.timeoutMs` (a TimeoutError naming the txid); a node out of reach or rate limited is
 * asked again, never the wallet, so nothing is broadcast twice. Cached balances are dropped then.
 */
export async function waitForTransaction(
  state: BitcoinAdapterState,
  { hash, network }: { hash: string; network: Network },
  clock: Clock = systemClock,
): Promise<TransactionReceipt> {
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(state.options.confirmation, DEFAULTS)
  const esplora = esploraFor(state, network)
  const deadline = clock.now() + timeoutMs
  const status = await waitUntil(
    async () => {
      const found = await esplora.txStatus(hash)
      if (!found.confirmed || found.block_height === undefined) return undefined
      if (confirmations > 1 && (await esplora.tipHeight()) - found.block_height + 1 < confirmations)
        return undefined
      return found
    },
    {
      waitingFor: `the confirmation of ${hash} on ${network.name}`,
      timeoutMs,
      pollMs,
      retryOn: askAgain,
      clock,
    },
  )
  forgetBalances(state)
  const tx = await waitUntil(() => esplora.tx(hash), {
    waitingFor: `the receipt of ${hash} on ${network.name}`,
    timeoutMs: Math.max(deadline - clock.now(), 0),
    pollMs,
    retryOn: askAgain,
    clock,
  })
  return {
    hash,
    status: 'success',
    ...(status.block_height !== undefined && { blockNumber: BigInt(status.block_height) }),
    fee: BigInt(tx.fee),
  }
}
