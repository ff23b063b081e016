import type { ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'
import type { Network } from '../networks/types.js'
import { type AdapterEmitter, createAdapterEmitter } from './createAdapterEmitter.js'
import { type ConnectionSlot, createConnectionSlot, type SlotConnection } from './createConnectionSlot.js'
import type { AdapterContext } from './types.js'

/**
 * What every adapter's operations share, one per adapter instance: its options, its namespace's networks, its
 * event emitter, the connection slot, the client's context (set by `init`), the connectors last reported and
 * the discovery to stop. An adapter's own state extends it with what only that chain needs.
 */
export interface AdapterState<C extends SlotConnection, O extends { networks: readonly Network[] }> {
  readonly options: O
  readonly networks: readonly Network[]
  readonly emitter: AdapterEmitter
  readonly connection: ConnectionSlot<C>
  context: AdapterContext
  connectors: readonly Connector[]
  stopDiscovery: () => void
}

/** A fresh {@link AdapterState} for `namespace`: the option's networks of that namespace, nothing connected. */
export function createAdapterState<C extends SlotConnection, O extends { networks: readonly Network[] }>(
  namespace: ChainNamespace,
  options: O,
): AdapterState<C, O> {
  return {
    options,
    networks: options.networks.filter((network) => network.chainNamespace === namespace),
    emitter: createAdapterEmitter(),
    connection: createConnectionSlot<C>(namespace),
    context: { endpoints: {} },
    connectors: [],
    stopDiscovery: () => {},
  }
}
