import type { Network, TransactionReceipt } from '@walletport/core'
import { type Clock, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import { type BitcoinAdapterState, forgetBalances } from '../bitcoinAdapterState.js'
import { esploraFor } from '../esploraFor.js'

const DEFAULTS = { timeoutMs: 30 * 60_000, pollMs: 4_000, confirmations: 1 }

/** Right after a broadcast a node may not know the transaction yet: its 404 means "not yet". */
const notKnownYet = (error: unknown) => (error as { status?: number }).status === 404

/**
 * Polls Esplora's `/tx/:txid/status` until the transaction is in a block (and, for more than one confirmation,
 * that deep under the tip); the receipt carries the block height and the fee. Cached balances are dropped then.
 */
export async function waitForTransaction(
  state: BitcoinAdapterState,
  { hash, network }: { hash: string; network: Network },
  clock?: Clock,
): Promise<TransactionReceipt> {
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(state.options.confirmation, DEFAULTS)
  const esplora = esploraFor(state, network)
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
      retryOn: notKnownYet,
      ...(clock && { clock }),
    },
  )
  forgetBalances(state)
  const tx = await esplora.tx(hash)
  return {
    hash,
    status: 'success',
    ...(status.block_height !== undefined && { blockNumber: BigInt(status.block_height) }),
    fee: BigInt(tx.fee),
  }
}
