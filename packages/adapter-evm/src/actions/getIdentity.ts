import type { Identity, Network } from '@walletport/core'
import { type EvmAdapterState, nodeRequest, rpcUrlOf } from '../evmAdapterState.js'
import { getEnsIdentity } from '../getEnsIdentity.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

const IDENTITY_TTL_MS = 5 * 60_000

/**
 * ENS name and avatar on the ENS network (`ensNetwork`, else the configured chain 1); none on a testnet, without a
 * request. Answers are kept 5 minutes per ENS chain and address; a failed lookup is not kept.
 */
export async function getIdentity(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Identity> {
  validateEvmAddress(address)
  const ensNetwork =
    state.options.ensNetwork ??
    (Number(network.id) === 1 ? network : state.networks.find(({ id }) => Number(id) === 1))
  if (network.testnet || !ensNetwork) return { name: null, avatar: null }
  const key = `${ensNetwork.caipNetworkId}:${address.toLowerCase()}`
  const cached = state.identities.get(key)
  if (cached && cached.expires > Date.now()) return cached.identity
  const identity = getEnsIdentity(nodeRequest(state, ensNetwork), {
    address,
    rpcUrl: rpcUrlOf(state, ensNetwork),
    chainId: Number(ensNetwork.id),
  })
  state.identities.set(key, { expires: Date.now() + IDENTITY_TTL_MS, identity })
  identity.catch(() => state.identities.delete(key))
  return identity
}
