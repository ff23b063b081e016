import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { callWallet } from '../wallet/callWallet.js'

/**
 * Ends whatever connection the namespace's adapter holds, bounded by the disconnect time-out; a failure is
 * logged, never thrown (the wallet may be gone already). A connect waits for it (see `ConnectionOperations.closing`).
 */
export async function closeAtWallet(context: ClientContext, namespace: ChainNamespace): Promise<void> {
  const adapter = context.adapters.get(namespace)
  if (!adapter) return
  const close = callWallet(() => adapter.disconnect(), {
    operation: `disconnect on ${namespace}`,
    timeoutMs: context.options.timeouts.disconnect,
  })
  context.connections.trackClosing(namespace, close)
  try {
    await close
  } catch (error) {
    console.warn(`WalletPort: closing a discarded connection on ${namespace} failed`, error)
  }
}
