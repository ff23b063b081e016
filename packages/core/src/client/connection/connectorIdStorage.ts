import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'

/** Remembers the connector a namespace is connected through, for the next start. */
export function storeConnectorId(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const stored = context.storage.get('connected-connector-ids') ?? {}
  context.storage.set('connected-connector-ids', { ...stored, [namespace]: connectorId })
}

/** Forgets the connectors of `namespaces`; the key goes when none is left. */
export function forgetConnectorIds(context: ClientContext, namespaces: readonly ChainNamespace[]): void {
  const stored = context.storage.get('connected-connector-ids')
  if (!stored) return
  const rest = Object.fromEntries(
    Object.entries(stored).filter(([namespace]) => !namespaces.includes(namespace)),
  )
  if (Object.keys(rest).length === 0) context.storage.remove('connected-connector-ids')
  else context.storage.set('connected-connector-ids', rest)
}
