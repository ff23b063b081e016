import { ChainNotSupportedError } from '../errors/connection.js'
import type { Network } from '../networks/types.js'

/** The adapter's own network with `network`'s id; 'Chain is not supported' naming what was expected when none. */
export function findAdapterNetwork(networks: readonly Network[], network: Network): Network {
  const found = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!found) {
    throw new ChainNotSupportedError({
      details: `Expected one of the adapter's networks (${networks.map(({ caipNetworkId }) => caipNetworkId).join(', ') || 'none'}), received ${network.caipNetworkId}`,
    })
  }
  return found
}
