import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../../caip/types.js'
import { NetworkNotFoundError } from '../../errors/connection.js'
import type { ClientContext } from '../context.js'
import { isRequestedNetwork } from './isRequestedNetwork.js'
import { removeChain } from './removeChain.js'
import { withChainNetwork } from './withChainNetwork.js'

/**
 * Takes a network out of the requested list. When it was the chain's network, the chain moves to the first
 * remaining one (and that is persisted when the chain is active); a chain left with no network is removed
 * (see `removeChain`), which also takes its connectors out of the list.
 */
export function removeNetwork(context: ClientContext, caipNetworkId: CaipNetworkId): void {
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  const state = context.store.getState()
  const chain = state.chains[namespace]
  if (!chain || !isRequestedNetwork(chain, caipNetworkId)) {
    throw new NetworkNotFoundError({ details: `${caipNetworkId} is not among the requested networks` })
  }
  const remaining = chain.networkState.requestedCaipNetworks.filter(
    (network) => network.caipNetworkId !== caipNetworkId,
  )
  const [first] = remaining
  if (!first) {
    removeChain(context, namespace)
    return
  }
  const wasCurrent = chain.networkState.caipNetwork?.caipNetworkId === caipNetworkId
  context.store.setState((current) => {
    const latest = current.chains[namespace]
    if (!latest) return current
    const trimmed = { ...latest, networkState: { ...latest.networkState, requestedCaipNetworks: remaining } }
    const next = wasCurrent ? withChainNetwork(trimmed, first) : trimmed
    return { ...current, chains: { ...current.chains, [namespace]: next } }
  })
  if (wasCurrent && state.activeChain === namespace)
    context.storage.set('active-caip-network-id', first.caipNetworkId)
}
