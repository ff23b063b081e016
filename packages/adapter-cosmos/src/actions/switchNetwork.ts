import type { AdapterParameters } from '@walletport/core/adapter'
import { adapterNetwork, type CosmosAdapterState } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { enableChain } from '../enableChain.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { toCosmosAccount } from '../toCosmosAccount.js'
import { withCosmosWalletErrors } from '../toCosmosWalletError.js'

/**
 * Enables the chain in the wallet (silent for a chain already allowed; suggested first when the wallet does not know
 * it) and reads its key there: `networkChanged`, and `accountsChanged` when the address differs (another bech32
 * prefix, another key type).
 */
export async function switchNetwork(
  state: CosmosAdapterState,
  { network }: AdapterParameters<'switchNetwork'>,
): Promise<void> {
  const next = adapterNetwork(state, network)
  const { chainId } = cosmosChainOf(next)
  const connection = state.connection.require()
  const { provider } = connection
  await enableChain(state, provider, next)
  const key = await withCosmosWalletErrors(() => provider.getKey(chainId))
  const accounts = [toCosmosAccount(key, next, await loadAddressCheck())]
  if (state.connection.get() !== connection) return
  const previous = connection.accounts[0]?.address
  connection.enabled.add(chainId)
  connection.network = next
  connection.accounts = accounts
  state.emitter.emit('networkChanged', next.caipNetworkId)
  if (accounts[0]?.address !== previous) state.emitter.emit('accountsChanged', accounts)
}
