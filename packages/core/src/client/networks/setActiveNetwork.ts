import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'
import type { WalletPortState } from '../state.js'
import { withChainNetwork } from './withChainNetwork.js'

/**
 * Makes `network` the active one: its chain's network and the active namespace. Moving to another namespace
 * flags the switch and resets the send form; the active address follows because it is read from the active
 * chain. One store update, then the choice is persisted.
 */
export function setActiveNetwork(context: ClientContext, network: Network): void {
  if (!context.store.getState().chains[network.chainNamespace]) {
    throw new AdapterNamespaceNotFoundError({ namespace: network.chainNamespace })
  }
  context.store.setState((state) => applyActiveNetwork(state, network))
  context.storage.set('active-caip-network-id', network.caipNetworkId)
}

/** The state change of {@link setActiveNetwork}, for actions that make it part of a larger update. */
export function applyActiveNetwork(state: WalletPortState, network: Network): WalletPortState {
  const namespace = network.chainNamespace
  const chain = state.chains[namespace]
  if (!chain) return state
  const switched = state.activeChain !== namespace
  return {
    ...state,
    chains: { ...state.chains, [namespace]: withChainNetwork(chain, network) },
    activeChain: namespace,
    namespaceSwitched: switched,
    sendFormResets: switched ? state.sendFormResets + 1 : state.sendFormResets,
  }
}
