import type { ChainNamespace } from '../../caip/types.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import { closeAtWallet } from '../connection/closeAtWallet.js'
import { forgetConnectorIds } from '../connection/connectorIdStorage.js'
import { refreshConnectors } from '../connection/refreshConnectors.js'
import type { ClientContext } from '../context.js'
import type { ChainState, WalletPortState } from '../state.js'
import { applyActiveNetwork } from './setActiveNetwork.js'

/**
 * Removes a namespace from the client: its chain state goes, its connectors leave the list, and a wallet
 * connected on it is disconnected (a failure there is logged). Removing the active chain moves to another
 * chain: a connected one on its current network first, else the first chain's first requested network.
 */
export function removeChain(context: ClientContext, namespace: ChainNamespace): void {
  const removed = context.store.getState().chains[namespace]
  if (!removed) throw new AdapterNamespaceNotFoundError({ namespace })
  context.store.setState((state) => withoutChain(state, namespace))
  forgetConnectorIds(context, [namespace])
  refreshConnectors(context)
  if (removed.accountState.status !== 'disconnected' || context.connections.current(namespace)) {
    const { operation } = context.connections.begin(namespace, 'disconnect', { status: 'disconnected' })
    void closeAtWallet(context, namespace).finally(() => context.connections.end(operation))
  }
}

function withoutChain(state: WalletPortState, namespace: ChainNamespace): WalletPortState {
  const { [namespace]: _removed, ...chains } = state.chains
  const next: WalletPortState = { ...state, chains }
  if (state.activeChain !== namespace) return next
  const others = Object.values(chains).filter((chain): chain is ChainState => chain !== undefined)
  const connected = others.find(
    (chain) => chain.accountState.status === 'connected' && chain.networkState.caipNetwork,
  )
  const network =
    connected?.networkState.caipNetwork ??
    others.map((chain) => chain.networkState.requestedCaipNetworks[0]).find((first) => first !== undefined)
  return network
    ? applyActiveNetwork(next, network)
    : { ...next, activeChain: undefined, namespaceSwitched: true }
}
