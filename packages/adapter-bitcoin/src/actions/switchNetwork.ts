import { ChainNotSupportedError, type Network, UserRejectedRequestError } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { loadAddressCheck } from '../loadAddressCheck.js'
import { checkBitcoinAccounts } from '../toBitcoinAccounts.js'
import { withUserRejection } from '../toUserRejection.js'

/**
 * Asks the wallet to move to `network` (sats-connect, Unisat; Wallet Standard wallets take the chain per request),
 * then reads its accounts there. A network the adapter lacks or the wallet cannot reach is 'Chain is not supported';
 * a refusal stays a user rejection.
 */
export async function switchNetwork(
  state: BitcoinAdapterState,
  { network }: { network: Network },
): Promise<void> {
  findAdapterNetwork(state.networks, network)
  const current = state.connection.require()
  const { client } = current
  if (!client.switchNetwork) {
    throw new ChainNotSupportedError({ details: 'The wallet cannot be switched from the page' })
  }
  await withUserRejection(() => client.switchNetwork!(network)).catch((error) => {
    if (error instanceof UserRejectedRequestError) throw error
    throw new ChainNotSupportedError({ details: (error as Error).message, cause: error })
  })
  const accounts = checkBitcoinAccounts(
    await client.authorizedAccounts(network),
    network,
    'authorizedAccounts',
    await loadAddressCheck(),
  )
  if (state.connection.get() === current) {
    current.network = network
    if (accounts.length > 0) current.accounts = accounts
  }
  state.emitter.emit('networkChanged', network.caipNetworkId)
  if (accounts.length > 0) state.emitter.emit('accountsChanged', accounts)
}
