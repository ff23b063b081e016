import type { ChainNamespace } from '../../caip/types.js'
import { type ClientContext, getAdapter } from '../context.js'
import { resetTransactions } from '../history/resetTransactions.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/**
 * A confirmed transaction changed what the caches hold: the balances of the namespace's accounts are fetched
 * afresh (not served from the 30 s cache) and the history starts over, so Activity lists the new entry.
 */
export async function refreshAfterTransaction(
  context: ClientContext,
  namespace: ChainNamespace,
): Promise<void> {
  const caipAddress = context.store.getState().chains[namespace]?.accountState.caipAddress
  if (caipAddress === undefined) return
  context.cache.clear(`balance:${caipAddress}:`)
  context.cache.delete(`tokenBalances:${caipAddress}`)
  resetTransactions(context)
  await Promise.all([
    fetchBalance(context, namespace),
    getAdapter(context, namespace).getTokenBalances ? fetchTokenBalances(context, namespace) : undefined,
  ])
}
