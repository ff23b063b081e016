import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { withLazyActions } from '../loadLazyActions.js'

/**
 * Another tab of the app disconnected: its `connected-connector-ids` no longer names a namespace this tab holds
 * connected (and settled), so this tab disconnects it too. A namespace another tab connected to a different
 * wallet is left as it is here (the next load restores the stored one); connects are never copied across tabs,
 * since that could prompt. Returns the unsubscribe; nothing when the platform cannot see other tabs.
 */
export function followOtherTabs(context: ClientContext): () => void {
  const key = `${context.storage.prefix}connected-connector-ids`
  const unsubscribe = context.platform.onStorageChange?.((changed) => {
    if (changed !== null && changed !== key) return
    const stored = context.storage.get('connected-connector-ids') ?? {}
    const gone = Object.entries(context.store.getState().chains)
      .filter(
        ([namespace, chain]) =>
          chain?.accountState.status === 'connected' &&
          context.connections.current(namespace) === undefined &&
          !Object.hasOwn(stored, namespace),
      )
      .map(([namespace]) => namespace as ChainNamespace)
    for (const namespace of gone) {
      withLazyActions((actions) => actions.disconnect(context, { namespace })).catch((error: unknown) =>
        console.error('WalletPort: following a disconnect in another tab failed', error),
      )
    }
  })
  return unsubscribe ?? (() => {})
}
