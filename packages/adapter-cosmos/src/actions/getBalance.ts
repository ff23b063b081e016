import type { Balance } from '@walletport/core'
import { type AdapterParameters, toBalance } from '@walletport/core/adapter'
import { type CosmosAdapterState, cometFor } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { loadCosmjs } from '../loadCosmjs.js'
import { toChainAddress } from '../toChainAddress.js'

/** The native balance from the node; an address of another cosmos chain reads the same account here. */
export async function getBalance(
  state: CosmosAdapterState,
  { address, network }: AdapterParameters<'getBalance'>,
): Promise<Balance> {
  const { prefix, denom } = cosmosChainOf(network)
  const account = toChainAddress(address, prefix)
  const cosmjs = await loadCosmjs()
  const client = cosmjs.StargateClient.create(await cometFor(state, network))
  return toBalance(BigInt((await client.getBalance(account, denom)).amount), network)
}
