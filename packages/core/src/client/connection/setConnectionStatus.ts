import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import type { ConnectionStatus } from '../state.js'

/** Sets one namespace's connection status, nothing else. */
export function setConnectionStatus(
  context: ClientContext,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): void {
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain || chain.accountState.status === status) return state
    const accountState = { ...chain.accountState, status }
    return { ...state, chains: { ...state.chains, [namespace]: { ...chain, accountState } } }
  })
}
