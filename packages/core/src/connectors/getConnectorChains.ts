import type { ChainNamespace } from '../caip/types.js'
import type { Connector } from './types.js'

/** Every namespace a (merged) connector serves, in the order they were listed, each once. */
export function getConnectorChains(connector: Connector): ChainNamespace[] {
  return [
    ...new Set([
      connector.chain,
      ...(connector.chains ?? []),
      ...(connector.connectors ?? []).map((member) => member.chain),
    ]),
  ]
}
