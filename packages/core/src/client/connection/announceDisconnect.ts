import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'

/**
 * Records an explicit disconnect of `namespaces` under `announced-disconnect`, the one write other tabs of the
 * app follow ({@link followOtherTabs}); the id is new each time, so the same namespaces twice are two events.
 */
export function announceDisconnect(context: ClientContext, namespaces: readonly ChainNamespace[]): void {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  context.storage.set('announced-disconnect', { id, namespaces: [...namespaces] })
}
