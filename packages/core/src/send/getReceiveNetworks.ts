import type { WalletPortClient } from '../client/WalletPortClient.js'
import type { Network } from '../networks/types.js'

/**
 * The networks of `network`'s namespace the app offers on which `address` is valid as it is (the adapter's
 * `validateAddress`): every EVM network for an 0x address, only the Bitcoin network whose prefix it carries, only
 * Cosmos chains with its bech32 prefix. `network` comes first.
 */
export function getReceiveNetworks(
  client: WalletPortClient,
  { address, network }: { address: string; network: Network },
): Network[] {
  const adapter = client.getAdapter(network.chainNamespace)
  const others = client.options.networks.filter((candidate) => {
    if (candidate.chainNamespace !== network.chainNamespace) return false
    if (candidate.caipNetworkId === network.caipNetworkId) return false
    try {
      adapter.validateAddress({ address, network: candidate })
      return true
    } catch {
      return false
    }
  })
  return [network, ...others]
}
