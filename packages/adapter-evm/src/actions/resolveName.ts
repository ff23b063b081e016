import type { Network } from '@walletport/core'
import { type EvmAdapterState, nodeRequest, rpcUrlOf } from '../evmAdapterState.js'
import { ENS_REGISTRY } from '../getEnsIdentity.js'
import { loadEthersEns } from '../loadEthers.js'

/**
 * The address an ENS name points to, read on the ENS network (`ensNetwork`, else the configured chain 1) as
 * `getIdentity` does; null on a testnet or a chain without the registry (no request, no ethers), and for a name
 * with no address.
 */
export async function resolveName(
  state: EvmAdapterState,
  { name, network }: { name: string; network: Network },
): Promise<string | null> {
  const ensNetwork =
    state.options.ensNetwork ??
    (Number(network.id) === 1 ? network : state.networks.find(({ id }) => Number(id) === 1))
  if (network.testnet || !ensNetwork || !name.includes('.')) return null
  const code = await nodeRequest(state, ensNetwork)<string>('eth_getCode', [ENS_REGISTRY, 'latest'])
  if (!code || code === '0x') return null
  const ethers = await loadEthersEns()
  const provider = new ethers.JsonRpcProvider(
    rpcUrlOf(state, ensNetwork),
    ethers.Network.from(Number(ensNetwork.id)),
    { staticNetwork: true },
  )
  try {
    return await provider.resolveName(name)
  } finally {
    provider.destroy()
  }
}
