import type { ClientContext } from '../context.js'
import type { ChainState, WalletPortState } from '../state.js'
import { getAddressExplorerUrl } from './getAddressExplorerUrl.js'

const explorerUrlOf = (chain: ChainState) =>
  getAddressExplorerUrl(chain.networkState.caipNetwork, chain.accountState.address)

/**
 * Keeps each namespace's `accountState.addressExplorerUrl` on its address and network, whichever action moved
 * them (connect, account or network change, another tab, a restored session); runs once for the state it starts with.
 */
export function watchAddressExplorerUrl(context: ClientContext): () => void {
  const sync = (state: WalletPortState) => {
    const stale = Object.values(state.chains).filter(
      (chain): chain is ChainState =>
        chain !== undefined && chain.accountState.addressExplorerUrl !== explorerUrlOf(chain),
    )
    if (stale.length === 0) return
    context.store.setState((current) => {
      const chains = { ...current.chains }
      for (const { namespace } of stale) {
        const chain = chains[namespace]
        if (chain)
          chains[namespace] = {
            ...chain,
            accountState: { ...chain.accountState, addressExplorerUrl: explorerUrlOf(chain) },
          }
      }
      return { ...current, chains }
    })
  }
  sync(context.store.getState())
  return context.store.subscribe(sync)
}
