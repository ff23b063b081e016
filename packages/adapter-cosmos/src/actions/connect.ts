import type { AdapterConnection } from '@walletport/core'
import { type AdapterParameters, requireWallet } from '@walletport/core/adapter'
import { attachCosmosConnection } from '../attachCosmosConnection.js'
import { type CosmosAdapterState, providerOf } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { enableChain } from '../enableChain.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { toCosmosAccount } from '../toCosmosAccount.js'
import { withCosmosWalletErrors } from '../toCosmosWalletError.js'

/**
 * Asks the wallet to enable the chain (its prompt; a chain it does not know is suggested first), then for its key
 * there; the key is checked before it is kept.
 */
export async function connect(
  state: CosmosAdapterState,
  { connectorId, network }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const provider = requireWallet(await providerOf(state, connectorId), connectorId)
  const { chainId } = cosmosChainOf(network)
  await enableChain(state, provider, network)
  const check = loadAddressCheck()
  const key = await withCosmosWalletErrors(() => provider.getKey(chainId))
  const accounts = [toCosmosAccount(key, network, await check)]
  attachCosmosConnection(state, { connectorId, provider, network, accounts })
  return { connectorId, accounts, caipNetworkId: network.caipNetworkId }
}
