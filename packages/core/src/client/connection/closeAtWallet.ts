import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { callWallet } from '../wallet/callWallet.js'

/**
 * Ends whatever connection the namespace's adapter holds, bounded by the disconnect time-out; a failure is
 * logged, never thrown (the wallet may be gone already).
 */
export async function closeAtWallet(context: ClientContext, namespace: ChainNamespace): Promise<void> {
  const adapter = context.adapters.get(namespace)
  if (!adapter) return
  try {
    await callWallet(() => adapter.disconnect(), {
      operation: `disconnect on ${namespace}`,
      timeoutMs: context.options.timeouts.disconnect,
    })
  } catch (error) {
    console.warn(`WalletPort: closing a discarded connection on ${namespace} failed`, error)
  }
}
