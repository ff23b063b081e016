import type { TokenBalance } from '../../adapter/types.js'
import type { CaipAddress, ChainNamespace } from '../../caip/types.js'
import { TokenBalanceUnavailableError } from '../../errors/data.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import { type ClientContext, updateChain } from '../context.js'
import { dismissToast } from '../router/dismissToast.js'
import { showToast } from '../router/showToast.js'
import { TOKEN_BALANCE_CACHE_MS } from './constants.js'
import { filterTokenBalances } from './filterTokenBalances.js'
import { getAccountTarget, isSameAccount } from './getAccountTarget.js'

type TokenBalancesResult = { ok: true; tokens: readonly TokenBalance[] } | { ok: false; error: unknown }

/** The 'Token Balance Unavailable' toast shown for an account, per client: replaced by the next, dismissed on success. */
const failureToasts = new WeakMap<ClientContext, Map<CaipAddress, number>>()

function replaceFailureToast(context: ClientContext, caipAddress: CaipAddress, message?: string): void {
  const shown = failureToasts.get(context) ?? new Map<CaipAddress, number>()
  failureToasts.set(context, shown)
  const previous = shown.get(caipAddress)
  if (previous !== undefined) dismissToast(context, previous)
  shown.delete(caipAddress)
  if (message !== undefined) shown.set(caipAddress, showToast(context, message, 'error'))
}

/**
 * Loads token balances of the connected account of `namespace` (the active one when omitted) into
 * `tokenBalance`. An adapter without `getTokenBalances` is `MethodNotSupportedError` (the UI decides what to show;
 * the list stays empty). Results are cached 30 s, and so are failures: a failure shows the 'Token Balance
 * Unavailable' error toast once, and calls within the next 30 s (the retry window) neither ask the adapter again
 * nor repeat the toast; a later failure replaces it, a later success dismisses it. Resolves on a failed lookup.
 */
export async function fetchTokenBalances(context: ClientContext, namespace?: ChainNamespace): Promise<void> {
  const target = getAccountTarget(context, namespace)
  if (!target) return
  const { adapter, address, caipAddress, network } = target
  if (!adapter.getTokenBalances) {
    throw new MethodNotSupportedError({ method: 'getTokenBalances', namespace: target.namespace })
  }
  const getTokenBalances = adapter.getTokenBalances.bind(adapter)
  let loadedHere = false
  const result = await context.cache.getOrLoad<TokenBalancesResult>(
    `tokenBalances:${caipAddress}`,
    TOKEN_BALANCE_CACHE_MS,
    async () => {
      loadedHere = true
      try {
        return { ok: true, tokens: filterTokenBalances(await getTokenBalances({ address, network })) }
      } catch (error) {
        return { ok: false, error }
      }
    },
  )
  if (!result.ok) {
    if (loadedHere) {
      const { message } = new TokenBalanceUnavailableError({ cause: result.error })
      replaceFailureToast(context, caipAddress, message)
    }
    return
  }
  if (loadedHere) replaceFailureToast(context, caipAddress)
  updateChain(context, target.namespace, (chain) =>
    isSameAccount(chain, target)
      ? { ...chain, accountState: { ...chain.accountState, tokenBalance: result.tokens } }
      : chain,
  )
}
