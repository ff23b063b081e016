import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { closeAtWallet } from './closeAtWallet.js'
import { reattachConnection } from './reattachConnection.js'

function connectorIdOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null
    ? (answer as { connectorId?: unknown }).connectorId
    : undefined
}

/**
 * The wallet answered a connect or reconnect that was given up (cancelled, superseded, timed out). Its answer is
 * discarded; what it opened at the wallet is closed, unless a newer operation owns the namespace now:
 * - a newer connect or reconnect in flight: if it attaches its own connection, that replaced this one at the
 *   adapter, nothing to do; if it ends without one (rejected, cancelled), this answer is judged again then, so an
 *   approved wallet the user moved away from never stays connected behind a disconnected app;
 * - the namespace is connected through the same connector: that is the live connection, kept;
 * - connected through another connector: the late answer took the adapter over, so it is closed and the live
 *   connection reattached without a prompt;
 * - otherwise (disconnected, or a disconnect in flight): closed once that disconnect has settled.
 */
export function closeAbandonedConnection(context: ClientContext, namespace: ChainNamespace, answer: unknown) {
  const operation = context.connections.current(namespace)
  if (operation && operation.kind !== 'disconnect') {
    void operation.done.then(() => {
      if (!operation.attached) closeAbandonedConnection(context, namespace, answer)
    })
    return
  }
  const chain = context.store.getState().chains[namespace]
  const live = chain?.accountState.status === 'connected' ? chain.connectorId : undefined
  if (live !== undefined) {
    if (live !== connectorIdOf(answer)) void reattachConnection(context, namespace, live)
    return
  }
  void (operation?.done ?? Promise.resolve()).then(() => {
    if (context.connections.current(namespace)) return
    return closeAtWallet(context, namespace)
  })
}
