import type { HistoryEntry } from '../../adapter/types.js'
import { WalletPortError } from '../../errors/base.js'
import { CaipNetworkUndefinedError } from '../../errors/connection.js'
import { AccountAddressRequiredError, TransactionsFetchError } from '../../errors/data.js'
import type { ClientContext } from '../context.js'
import { getAccountTarget } from '../data/getAccountTarget.js'
import { createHistoryState, type HistoryState } from '../state.js'
import { filterSpamTransactions } from './filterSpamTransactions.js'
import { getHistoryLoader } from './getHistoryLoader.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'

/**
 * Loads the next page of the active account's history (the first page after the network in view changed, which
 * starts over). Entries are appended without duplicates, spam dropped, and only those of the connected chain
 * kept. Rejects only when it cannot start (no address: 'Transactions cannot be fetched without an account
 * address'; no network; no history source). A failed load resolves: the state carries the error ('Failed to
 * fetch transactions', list marked empty, cursor cleared) and ERROR_FETCH_TRANSACTIONS is emitted. A page that
 * arrives after the history was reset or refetched meanwhile is dropped.
 */
export async function fetchTransactions(context: ClientContext): Promise<void> {
  const state = context.store.getState()
  const chain = state.activeChain === undefined ? undefined : state.chains[state.activeChain]
  if (!chain?.accountState.address) throw new AccountAddressRequiredError()
  const target = getAccountTarget(context)
  if (!target) throw new CaipNetworkUndefinedError()
  const load = getHistoryLoader(context, target)
  const networkId = target.network.caipNetworkId

  const previous = state.history.lastNetworkInView === networkId ? state.history : createHistoryState()
  const started: HistoryState = { ...previous, loading: true, error: undefined, lastNetworkInView: networkId }
  context.store.setState((current) => ({ ...current, history: started }))
  const cursor = started.next

  let page: Awaited<ReturnType<typeof load>>
  try {
    page = await load(cursor)
  } catch (cause) {
    if (context.store.getState().history !== started) return
    const error = new TransactionsFetchError({ cause })
    context.store.setState((current) => ({
      ...current,
      history: { ...started, loading: false, empty: true, next: undefined, error: error.message },
    }))
    context.events.emit('ERROR_FETCH_TRANSACTIONS', {
      namespace: target.namespace,
      address: target.address,
      networkId,
      cursor,
      message: describe(cause),
    })
    return
  }
  if (context.store.getState().history !== started) return

  const known = new Set(started.transactions.map((entry) => entry.id))
  const added: HistoryEntry[] = []
  for (const entry of filterSpamTransactions(page.data)) {
    if (entry.metadata.chain !== networkId || known.has(entry.id)) continue
    known.add(entry.id)
    added.push(entry)
  }
  const transactions = [...started.transactions, ...added]
  context.store.setState((current) => ({
    ...current,
    history: {
      ...started,
      transactions,
      transactionsByYear: groupTransactionsByYear(added, started.transactionsByYear),
      next: page.next,
      empty: transactions.length === 0,
      loading: false,
    },
  }))
}

function describe(cause: unknown): string {
  if (cause instanceof WalletPortError) return cause.shortMessage
  return cause instanceof Error ? cause.message : String(cause)
}
