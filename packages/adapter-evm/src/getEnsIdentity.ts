import type { Identity } from '@walletport/core'
import type { NodeRequest } from './buildEvmTransaction.js'
import { loadEthersEns } from './loadEthers.js'

/** The ENS registry, at the same address on every chain that has ENS. */
export const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

/**
 * The primary ENS name of `address` (reverse record, checked forward by ethers) and its avatar, through the ENS
 * network's RPC. A chain without the registry gives no name without loading ethers.
 */
export async function getEnsIdentity(
  request: NodeRequest,
  { address, rpcUrl, chainId }: { address: string; rpcUrl: string; chainId: number },
): Promise<Identity> {
  const code = await request<string>('eth_getCode', [ENS_REGISTRY, 'latest'])
  if (!code || code === '0x') return { name: null, avatar: null }
  const ethers = await loadEthersEns()
  const provider = new ethers.JsonRpcProvider(rpcUrl, ethers.Network.from(chainId), { staticNetwork: true })
  try {
    const name = await provider.lookupAddress(address)
    if (!name) return { name: null, avatar: null }
    return { name, avatar: await provider.getAvatar(name) }
  } finally {
    provider.destroy()
  }
}
