import type { AdapterConnection } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import { attachBitcoinConnection } from '../attachBitcoinConnection.js'
import { type BitcoinAdapterState, walletOf } from '../bitcoinAdapterState.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { checkBitcoinAccounts } from '../toBitcoinAccounts.js'

/**
 * The accounts the wallet already authorised, without a prompt; null when there are none (or the wallet cannot
 * say). Every address is checked for `network`.
 */
export async function reconnect(
  state: BitcoinAdapterState,
  { connectorId, network }: AdapterParameters<'reconnect'>,
): Promise<AdapterConnection | null> {
  const wallet = await walletOf(state, connectorId)
  if (!wallet) return null
  const check = loadAddressCheck()
  const answer = await wallet.client.authorizedAccounts(network).catch(() => [])
  const accounts = checkBitcoinAccounts(answer, network, 'authorizedAccounts', await check)
  if (accounts.length === 0) return null
  attachBitcoinConnection(state, wallet.id, wallet.client, accounts, network)
  return { connectorId: wallet.id, accounts, caipNetworkId: network.caipNetworkId }
}
