import type { Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { loadPolkadotAccounts } from '../accounts/loadPolkadotAccounts.js'
import type { PolkadotContext } from '../context.js'
import { NoPolkadotAccountsError } from '../errors.js'
import { walletCall } from '../wallet/walletCall.js'

/**
 * Extensions are not on a network: switching re-reads the accounts for `network` (its prefix, accounts tied to it)
 * and announces networkChanged, and accountsChanged when the addresses differ.
 */
export async function switchNetwork(
  context: PolkadotContext,
  { network }: { network: Network },
): Promise<void> {
  const next = findAdapterNetwork(context.networks, network)
  const connection = context.slot.require()
  const listed = await walletCall(() => connection.extension.accounts.get())
  const { toPolkadotAccounts } = await loadPolkadotAccounts()
  const accounts = toPolkadotAccounts(listed, next, 'accounts.get')
  if (accounts.length === 0)
    throw new NoPolkadotAccountsError({ wallet: connection.connectorId, network: next.caipNetworkId })
  const previous = connection.accounts
  connection.network = next
  connection.accounts = accounts
  context.emitter.emit('networkChanged', next.caipNetworkId)
  if (
    accounts.length !== previous.length ||
    accounts.some((account, i) => account.address !== previous[i]?.address)
  ) {
    context.emitter.emit('accountsChanged', accounts)
  }
}
