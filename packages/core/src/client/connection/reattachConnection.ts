import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { closeAtWallet } from './closeAtWallet.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { reconnectNamespace } from './reconnectNamespace.js'

/**
 * A discarded answer took the namespace's adapter over from the live connection through `connectorId`: closes
 * it and restores the live one without a prompt; when that fails the namespace ends disconnected.
 */
export async function reattachConnection(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const restored = await reconnectNamespace(context, namespace, connectorId, {
    showStatus: false,
    before: () => closeAtWallet(context, namespace),
  })
  const chain = context.store.getState().chains[namespace]
  if (!restored && chain?.accountState.status === 'disconnected') forgetConnectorIds(context, [namespace])
}
