import type { SendTransactionParameters, TransactionReceipt } from '../../adapter/types.js'
import { InvalidWalletResponseError } from '../../errors/adapter.js'
import { describeValue } from '../../errors/describeValue.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { toWalletPortError } from '../../errors/toWalletPortError.js'
import { TooManyPendingTransactionsError } from '../../errors/walletRequests.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'
import { describeTransactionError } from '../data/describeTransactionError.js'
import { refreshAfterTransaction } from '../data/refreshAfterTransaction.js'
import { showToast } from '../router/showToast.js'
import { callWallet } from './callWallet.js'
import { getActiveAccount } from './getActiveAccount.js'
import { watchConnection } from './watchConnection.js'

/** Transactions that may wait for the wallet at once (spec section 9); the next is refused before the wallet is asked. */
export const MAX_PENDING_TRANSACTIONS = 99

export type SendTransactionRequest = Omit<SendTransactionParameters, 'network'> & { network?: Network }

export interface SentTransaction {
  hash: string
  /** Waits for inclusion (the adapter's confirmations and time-out), then refreshes the balance. */
  wait(): Promise<TransactionReceipt>
}

/**
 * Sends through the connected wallet of the network's namespace (the active one by default), counted in
 * `pendingTransactions` while the prompt is open, at most `MAX_PENDING_TRANSACTIONS`. Rejects with a `WalletPortError` (the wallet's own error as
 * `cause`; a plain-language toast shows unless the user declined): past the sendTransaction time-out, or at once when the wallet
 * disconnects while the prompt is open. A hash that comes after the request was given up is logged, never lost
 * silently. The receipt wait is the adapter's (its own time-out), its failure a `WalletPortError` too.
 */
export async function sendTransaction(
  context: ClientContext,
  parameters: SendTransactionRequest,
): Promise<SentTransaction> {
  const {
    namespace,
    address,
    network: active,
    adapter,
  } = getActiveAccount(context, parameters.network?.chainNamespace)
  const network = parameters.network ?? active
  if (context.store.getState().pendingTransactions >= MAX_PENDING_TRANSACTIONS)
    throw new TooManyPendingTransactionsError({ limit: MAX_PENDING_TRANSACTIONS })
  const operation = `sendTransaction on ${namespace}`
  const watch = watchConnection(context, namespace, 'connection')
  context.store.setState((state) => ({ ...state, pendingTransactions: state.pendingTransactions + 1 }))
  let hash: string
  try {
    const result: unknown = await callWallet(
      () => adapter.sendTransaction({ from: address, ...parameters, network }),
      {
        operation,
        timeoutMs: context.options.timeouts.sendTransaction,
        signal: watch.signal,
        onAbandoned: (late) =>
          console.warn(`WalletPort: the wallet sent a transaction after the request was given up`, late),
      },
    )
    const sent = (result as { hash?: unknown } | null)?.hash
    if (typeof sent !== 'string' || sent === '') {
      throw new InvalidWalletResponseError({
        method: 'sendTransaction',
        details: `Expected { hash }, got ${describeValue(result)}`,
      })
    }
    hash = sent
  } catch (error) {
    if (!isUserRejection(error)) showToast(context, describeTransactionError(error), 'error')
    throw error
  } finally {
    watch.stop()
    context.store.setState((state) => ({ ...state, pendingTransactions: state.pendingTransactions - 1 }))
  }
  return {
    hash,
    async wait() {
      let receipt: TransactionReceipt
      try {
        receipt = await adapter.waitForTransaction({ hash, network })
      } catch (error) {
        throw toWalletPortError(error, `waitForTransaction on ${namespace}`)
      }
      await refreshAfterTransaction(context, network.chainNamespace).catch((error: unknown) =>
        console.error('WalletPort: balance refresh failed', error),
      )
      return receipt
    },
  }
}
