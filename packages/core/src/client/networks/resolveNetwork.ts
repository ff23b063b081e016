import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../../caip/types.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'

/**
 * The `Network` for an id a wallet reported: a requested network, else one the adapter or the options know,
 * else a minimal description (no RPC URL, the namespace's currency) so an unknown network can still be shown
 * in the unsupported-network state. Throws `CaipParseError` for a malformed id.
 */
export function resolveNetwork(context: ClientContext, caipNetworkId: CaipNetworkId): Network {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const same = (network: Network) => network.caipNetworkId === caipNetworkId
  const requested = context.store.getState().chains[namespace]?.networkState.requestedCaipNetworks ?? []
  const adapterNetworks = context.adapters.get(namespace)?.networks ?? []
  const known = requested.find(same) ?? adapterNetworks.find(same) ?? context.options.networks.find(same)
  if (known) return known
  const sibling = requested[0] ?? adapterNetworks[0]
  return Object.freeze({
    id: namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    chainNamespace: namespace,
    caipNetworkId,
    name: caipNetworkId,
    nativeCurrency: sibling?.nativeCurrency ?? {
      name: namespace,
      symbol: namespace.toUpperCase(),
      decimals: 0,
    },
    rpcUrls: { default: { http: [] } },
  })
}
