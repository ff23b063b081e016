import type { AdapterConnection } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import { attachCosmosConnection } from '../attachCosmosConnection.js'
import { type CosmosAdapterState, providerOf } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { toCosmosAccount } from '../toCosmosAccount.js'
import { withCosmosWalletErrors } from '../toCosmosWalletError.js'

/**
 * The connection back without a prompt, or null. Keplr-style wallets have no "accounts without a prompt" call
 * except `isEnabled` (Keplr ≥ 0.12, Leap): without it a reconnect cannot know whether `getKey` would open a popup,
 * so it returns null and the user connects again (a wallet that remembers the site then approves without asking).
 */
export async function reconnect(
  state: CosmosAdapterState,
  { connectorId, network }: AdapterParameters<'reconnect'>,
): Promise<AdapterConnection | null> {
  const provider = await providerOf(state, connectorId)
  if (!provider?.isEnabled) return null
  const { chainId } = cosmosChainOf(network)
  const enabled = await Promise.resolve(provider.isEnabled(chainId)).catch(() => false)
  if (enabled !== true) return null
  const check = loadAddressCheck()
  const key = await withCosmosWalletErrors(() => provider.getKey(chainId))
  const accounts = [toCosmosAccount(key, network, await check)]
  attachCosmosConnection(state, { connectorId, provider, network, accounts })
  return { connectorId, accounts, caipNetworkId: network.caipNetworkId }
}
