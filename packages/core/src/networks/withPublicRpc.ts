import { InvalidNetworkError } from '../errors/networks.js'
import { defineNetwork } from './defineNetwork.js'
import type { Network } from './types.js'

/**
 * `network` with its public endpoint (`rpcUrls.public`, which the presets list) as its RPC: the app's explicit
 * opt-in to a host it does not run. Public endpoints are rate-limited and may log visitors' addresses; a
 * production app gives its own node with `withRpc`.
 */
export function withPublicRpc(network: Network): Network {
  const endpoint = network.rpcUrls.public
  if (endpoint === undefined) {
    throw new InvalidNetworkError('rpcUrls.public', 'must list the public endpoint withPublicRpc opts into', {
      network: network.name,
    })
  }
  return defineNetwork({ ...network, rpcUrls: { ...network.rpcUrls, default: endpoint } })
}
