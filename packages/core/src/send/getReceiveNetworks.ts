import type { WalletPortClient } from '../client/WalletPortClient.js'
import type { Network } from '../networks/types.js'

/**
 * The networks of `network`'s namespace the app offers on which `address` is valid as it is (the adapter's
 * `validateAddress`): every EVM network for an 0x address, only the Bitcoin network whose prefix it carries, only
 * Cosmos chains with its bech32 prefix. `network` comes first. Resolves once the adapter's checks have (they may
 * load the chain's address codec first).
 */
export async function getReceiveNetworks(
  client: WalletPortClient,
  { address, network }: { address: string; network: Network },
): Promise<Network[]> {
  const adapter = client.getAdapter(network.chainNamespace)
  const candidates = client.options.networks.filter(
    (candidate) =>
      candidate.chainNamespace === network.chainNamespace &&
      candidate.caipNetworkId !== network.caipNetworkId,
  )
  const valid = await Promise.all(
    candidates.map(async (candidate) => {
      try {
        await adapter.validateAddress({ address, network: candidate })
        return true
      } catch {
        return false
      }
    }),
  )
  return [network, ...candidates.filter((_, index) => valid[index])]
}
