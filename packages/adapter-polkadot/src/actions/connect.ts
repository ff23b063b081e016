import {
  type AdapterConnection,
  type AdapterParameters,
  findAdapterNetwork,
  requireWallet,
} from '@walletport/core/adapter'
import { loadPolkadotAccounts } from '../accounts/loadPolkadotAccounts.js'
import type { PolkadotContext } from '../context.js'
import { NoPolkadotAccountsError } from '../errors.js'
import { enableExtension } from '../wallet/enableExtension.js'
import { walletCall } from '../wallet/walletCall.js'
import { attachConnection } from './attachConnection.js'

/** `enable(appName)` on the extension (it asks the user once per site), then its accounts for `network`. */
export async function connect(
  context: PolkadotContext,
  { connectorId, network }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const target = findAdapterNetwork(context.networks, network)
  const provider = requireWallet(await context.providerOf(connectorId), connectorId)
  const extension = await enableExtension(provider, context.appName)
  const listed = await walletCall(() => extension.accounts.get())
  const { toPolkadotAccounts } = await loadPolkadotAccounts()
  const accounts = toPolkadotAccounts(listed, target, 'accounts.get')
  if (accounts.length === 0)
    throw new NoPolkadotAccountsError({ wallet: connectorId, network: target.caipNetworkId })
  context.ended.delete(connectorId)
  attachConnection(context, { connectorId, provider, extension, network: target, accounts })
  return { connectorId, accounts, caipNetworkId: target.caipNetworkId }
}
