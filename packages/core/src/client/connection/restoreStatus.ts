import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import type { ConnectionStatus } from '../state.js'
import { resetChainState } from './resetChain.js'

/**
 * After an operation ended without a connection: 'connected' again only when that was the status before and the
 * namespace still holds its address and connector; otherwise 'disconnected' with the account cleared (so no
 * listener ever sees 'connected' without an address, or 'disconnected' with one).
 */
export function restoreStatus(
  context: ClientContext,
  namespace: ChainNamespace,
  before: ConnectionStatus,
): void {
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return state
    const { address } = chain.accountState
    const intact = before === 'connected' && address !== undefined && chain.connectorId !== undefined
    const next = intact
      ? { ...chain, accountState: { ...chain.accountState, status: 'connected' as const } }
      : address === undefined && chain.connectorId === undefined
        ? { ...chain, accountState: { ...chain.accountState, status: 'disconnected' as const } }
        : resetChainState(chain)
    return next.accountState.status === chain.accountState.status && next.connectorId === chain.connectorId
      ? state
      : { ...state, chains: { ...state.chains, [namespace]: next } }
  })
}
