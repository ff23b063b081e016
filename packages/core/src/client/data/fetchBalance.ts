import type { ChainNamespace } from '../../caip/types.js'
import { type ClientContext, updateChain } from '../context.js'
import { BALANCE_CACHE_MS } from './constants.js'
import { getAccountTarget, isSameAccount } from './getAccountTarget.js'

/**
 * Loads the native balance of the connected account of `namespace` (the active one when omitted) and sets
 * `balance` and `balanceSymbol` together. Does nothing without an address; adapter errors propagate.
 */
export async function fetchBalance(context: ClientContext, namespace?: ChainNamespace): Promise<void> {
  const target = getAccountTarget(context, namespace)
  if (!target) return
  const { adapter, address, caipAddress, network } = target
  const balance = await context.cache.getOrLoad(
    `balance:${caipAddress}:${network.caipNetworkId}`,
    BALANCE_CACHE_MS,
    () => adapter.getBalance({ address, network }),
  )
  updateChain(context, target.namespace, (chain) =>
    !isSameAccount(chain, target)
      ? chain
      : {
          ...chain,
          accountState: { ...chain.accountState, balance: balance.formatted, balanceSymbol: balance.symbol },
        },
  )
}
