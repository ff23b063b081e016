import {
  type AdapterConnection,
  MethodNotSupportedError,
  type Network,
  UnauthorizedProviderError,
  UnknownWalletError,
} from '@walletport/core'
import { attachSolanaConnection } from '../attachSolanaConnection.js'
import { callWallet } from '../callWallet.js'
import { chainFor } from '../chainFor.js'
import { type SolanaAdapterState, walletOf } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { toSolanaAccounts, usableAccounts } from '../toSolanaAccounts.js'

/** `standard:connect` on a wallet that lists `network`'s cluster; keeps the accounts usable there, each checked. */
export async function connect(
  state: SolanaAdapterState,
  { connectorId, network }: { connectorId: string; network: Network },
): Promise<AdapterConnection> {
  const wallet = await walletOf(state, connectorId)
  if (!wallet) throw new UnknownWalletError({ walletId: connectorId })
  chainFor(wallet, network)
  const feature = featuresOf(wallet)['standard:connect']
  if (!feature) throw new MethodNotSupportedError({ method: 'connect', namespace: 'solana' })
  const output = await callWallet(() => feature.connect())
  const accounts = usableAccounts(output?.accounts, network, 'standard:connect')
  if (accounts.length === 0)
    throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
  attachSolanaConnection(state, connectorId, wallet, accounts, network)
  return { connectorId, accounts: toSolanaAccounts(accounts), caipNetworkId: network.caipNetworkId }
}
