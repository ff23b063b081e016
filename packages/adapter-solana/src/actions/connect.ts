import { type AdapterConnection, MethodNotSupportedError } from '@walletport/core'
import { type AdapterParameters, requireAccounts, requireWallet } from '@walletport/core/adapter'
import { attachSolanaConnection } from '../attachSolanaConnection.js'
import { callWallet } from '../callWallet.js'
import { chainFor } from '../chainFor.js'
import { type SolanaAdapterState, walletOf } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { toSolanaAccounts, usableAccounts } from '../toSolanaAccounts.js'

/** `standard:connect` on a wallet that lists `network`'s cluster; keeps the accounts usable there, each checked. */
export async function connect(
  state: SolanaAdapterState,
  { connectorId, network }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const wallet = requireWallet(await walletOf(state, connectorId), connectorId)
  chainFor(wallet, network)
  const feature = featuresOf(wallet)['standard:connect']
  if (!feature) throw new MethodNotSupportedError({ method: 'connect', namespace: 'solana' })
  const output = await callWallet(() => feature.connect())
  const accounts = requireAccounts(usableAccounts(output?.accounts, network, 'standard:connect'))
  attachSolanaConnection(state, connectorId, wallet, accounts, network)
  return { connectorId, accounts: toSolanaAccounts(accounts), caipNetworkId: network.caipNetworkId }
}
