import type { ClientContext } from '../context.js'
import type { WalletPortState } from '../state.js'
import { refreshConnectors } from './refreshConnectors.js'

const connectedViaWalletConnect = (state: WalletPortState) =>
  Object.values(state.chains).some(
    (chain) => chain?.accountState.connectedWalletInfo?.type === 'WALLET_CONNECT',
  )

/**
 * Re-sorts `state.connectors` when a WalletConnect session starts or ends: the spec offers WalletConnect first
 * unless the user is already connected through it, so it leaves the list while connected and comes back after.
 * Returns the unsubscribe.
 */
export function watchConnectorOrder(context: ClientContext): () => void {
  return context.store.subscribe(connectedViaWalletConnect, () => refreshConnectors(context))
}
