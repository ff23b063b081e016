import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { withLazyActions } from '../loadLazyActions.js'

/**
 * Another tab of the app disconnected explicitly (`disconnect()`, announced under `announced-disconnect`): each
 * announced namespace this tab holds connected and settled is disconnected here too, without announcing again.
 * Nothing else another tab writes disconnects this one: not its start-up pruning of a connection it could not
 * restore, not `removeChain`, not a cleared storage. Connects are never copied across tabs, since that could
 * prompt. Returns the unsubscribe; nothing when the platform cannot see other tabs.
 */
export function followOtherTabs(context: ClientContext): () => void {
  const key = `${context.storage.prefix}announced-disconnect`
  const unsubscribe = context.platform.onStorageChange?.((changed) => {
    if (changed !== key) return
    const announced = context.storage.get('announced-disconnect')
    if (!announced) return
    const chains = context.store.getState().chains
    const gone = announced.namespaces.filter(
      (namespace) =>
        chains[namespace]?.accountState.status === 'connected' &&
        context.connections.current(namespace) === undefined,
    ) as ChainNamespace[]
    for (const namespace of gone) {
      withLazyActions((actions) => actions.disconnect(context, { namespace }, { announce: false })).catch(
        (error: unknown) => console.error('WalletPort: following a disconnect in another tab failed', error),
      )
    }
  })
  return unsubscribe ?? (() => {})
}
