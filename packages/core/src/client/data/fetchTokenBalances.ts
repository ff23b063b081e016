import type { TokenBalance } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { TokenBalanceUnavailableError } from '../../errors/data.js'
import { type ClientContext, updateChain } from '../context.js'
import type { WalletPortState } from '../state.js'
import { TOKEN_BALANCE_CACHE_MS } from './constants.js'
import { filterTokenBalances } from './filterTokenBalances.js'
import { getAccountTarget, isSameAccount } from './getAccountTarget.js'

type TokenBalancesResult = { ok: true; tokens: readonly TokenBalance[] } | { ok: false; error: unknown }

function withErrorToast(state: WalletPortState, message: string): WalletPortState {
  const id = state.modal.toasts.reduce((max, toast) => Math.max(max, toast.id), 0) + 1
  return {
    ...state,
    modal: { ...state.modal, toasts: [...state.modal.toasts, { id, message, variant: 'error' }] },
  }
}

/**
 * Loads token balances of the connected account of `namespace` (the active one when omitted) into
 * `tokenBalance`; an adapter without token support yields []. Results are cached 30 s, and so are failures: a
 * failure shows the 'Token Balance Unavailable' toast once, and calls within the next 30 s (the retry window)
 * neither ask the adapter again nor repeat the toast. Resolves in every case; the toast carries the failure.
 */
export async function fetchTokenBalances(context: ClientContext, namespace?: ChainNamespace): Promise<void> {
  const target = getAccountTarget(context, namespace)
  if (!target) return
  const { adapter, address, caipAddress, network } = target
  if (!adapter.getTokenBalances) {
    updateChain(context, target.namespace, (chain) =>
      isSameAccount(chain, target)
        ? { ...chain, accountState: { ...chain.accountState, tokenBalance: [] } }
        : chain,
    )
    return
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
      context.store.setState((state) => withErrorToast(state, message))
    }
    return
  }
  updateChain(context, target.namespace, (chain) =>
    isSameAccount(chain, target)
      ? { ...chain, accountState: { ...chain.accountState, tokenBalance: result.tokens } }
      : chain,
  )
}
