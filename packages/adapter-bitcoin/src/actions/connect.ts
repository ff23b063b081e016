import type { AdapterConnection } from '@walletport/core'
import { type AdapterParameters, requireAccounts, requireWallet } from '@walletport/core/adapter'
import { attachBitcoinConnection } from '../attachBitcoinConnection.js'
import { type BitcoinAdapterState, walletOf } from '../bitcoinAdapterState.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { checkBitcoinAccounts } from '../toBitcoinAccounts.js'
import { withUserRejection } from '../toUserRejection.js'

/** Asks the wallet for its payment and ordinals accounts on `network`; every address is checked for that network. */
export async function connect(
  state: BitcoinAdapterState,
  { connectorId, network }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const wallet = requireWallet(await walletOf(state, connectorId), connectorId)
  const check = loadAddressCheck()
  const answer = await withUserRejection(() => wallet.client.connect(network))
  const accounts = requireAccounts(checkBitcoinAccounts(answer, network, 'connect', await check))
  attachBitcoinConnection(state, wallet.id, wallet.client, accounts, network)
  return { connectorId: wallet.id, accounts, caipNetworkId: network.caipNetworkId }
}
