import type { Network, TransactionReceipt } from '@walletport/core'
import { type Clock, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import { TransactionSimulationError } from '../errors.js'
import { getSolanaReceipt } from '../getSolanaReceipt.js'
import { hasSolanaConfirmations } from '../hasSolanaConfirmations.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { toSolanaSendError } from '../toSolanaSendError.js'

const DEFAULTS = { timeoutMs: 60_000, pollMs: 400, confirmations: 1 }

/**
 * Waits for a transaction: with the blockhash strategy (`confirmTransaction`) when this adapter built it, else by
 * polling its status; then, for more than one confirmation, until it is that deep. Returns its receipt.
 */
export async function waitForTransaction(
  state: SolanaAdapterState,
  { hash, network }: { hash: string; network: Network },
  clock?: Clock,
): Promise<TransactionReceipt> {
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(state.options.confirmation, DEFAULTS)
  const connection = await getConnection(state, network)
  const lifetime = state.lifetimes.get(hash)
  const deep = async () => {
    const { value } = await connection.getSignatureStatuses([hash], { searchTransactionHistory: true })
    return hasSolanaConfirmations(value[0], confirmations) || undefined
  }
  try {
    if (lifetime) {
      const { value } = await connection.confirmTransaction({ signature: hash, ...lifetime }, 'confirmed')
      state.lifetimes.delete(hash)
      if (value.err) return await getSolanaReceipt(connection, hash)
    }
    if (!lifetime || confirmations > 1) {
      await waitUntil(deep, {
        waitingFor: `the confirmation of ${hash}`,
        timeoutMs,
        pollMs,
        ...(clock && { clock }),
      })
    }
  } catch (error) {
    const mapped = toSolanaSendError(error, hash)
    throw mapped instanceof TransactionSimulationError ? error : mapped
  }
  return getSolanaReceipt(connection, hash)
}
