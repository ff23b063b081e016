import { groupConnectors, type OrderConnectorsOptions } from './groupConnectors.js'
import type { Connector } from './types.js'

/** The connectors as the modal lists them: {@link groupConnectors}'s sections, flattened. */
export function orderConnectors<connector extends Connector>(
  connectors: readonly connector[],
  options: OrderConnectorsOptions,
): connector[] {
  return groupConnectors(connectors, options).flatMap((entry) => entry.connectors)
}
