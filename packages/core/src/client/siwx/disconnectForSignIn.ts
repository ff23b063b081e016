import type { ChainNamespace } from '../../caip/types.js'
import { closeAtWallet } from '../connection/closeAtWallet.js'
import type { ClientContext } from '../context.js'
import type { WalletPortState } from '../state.js'

/**
 * Disconnects the wallet of one namespace for the sign-in flow, in one store update with `also` (the modal
 * and sign-in status change).
 * Minimal on purpose (account cleared, stored connector id removed, adapter disconnected); the client may
 * route it through the connection area's `disconnect` instead.
 */
export async function disconnectForSignIn(
  context: ClientContext,
  namespace: ChainNamespace,
  also: (state: WalletPortState) => WalletPortState,
): Promise<void> {
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    return also({
      ...state,
      chains: chain
        ? {
            ...state.chains,
            [namespace]: {
              ...chain,
              connectorId: undefined,
              accountState: {
                ...chain.accountState,
                status: 'disconnected',
                address: undefined,
                caipAddress: undefined,
                allAccounts: [],
              },
            },
          }
        : state.chains,
    })
  })
  const connectorIds = context.storage.get('connected-connector-ids')
  if (connectorIds && Object.hasOwn(connectorIds, namespace)) {
    const { [namespace]: _removed, ...rest } = connectorIds
    context.storage.set('connected-connector-ids', rest)
  }
  // The wallet may already be gone; the state is cleared either way (adapter contract).
  const { operation } = context.connections.begin(namespace, 'disconnect', { status: 'disconnected' })
  try {
    await closeAtWallet(context, namespace)
  } finally {
    context.connections.end(operation)
  }
}
