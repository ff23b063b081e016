import {
  type AdapterConnection,
  type Network,
  UnauthorizedProviderError,
  UnknownWalletError,
} from '@walletport/core'
import { attachBitcoinConnection } from '../attachBitcoinConnection.js'
import { type BitcoinAdapterState, walletOf } from '../bitcoinAdapterState.js'
import { callWallet } from '../callWallet.js'
import { checkBitcoinAccounts } from '../toBitcoinAccounts.js'

/** Asks the wallet for its payment and ordinals accounts on `network`; every address is checked for that network. */
export async function connect(
  state: BitcoinAdapterState,
  { connectorId, network }: { connectorId: string; network: Network },
): Promise<AdapterConnection> {
  const wallet = await walletOf(state, connectorId)
  if (!wallet) throw new UnknownWalletError({ walletId: connectorId })
  const accounts = checkBitcoinAccounts(
    await callWallet(() => wallet.client.connect(network)),
    network,
    'connect',
  )
  if (accounts.length === 0)
    throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
  attachBitcoinConnection(state, wallet.id, wallet.client, accounts, network)
  return { connectorId: wallet.id, accounts, caipNetworkId: network.caipNetworkId }
}
