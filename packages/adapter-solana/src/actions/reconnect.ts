import type { AdapterConnection } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import { attachSolanaConnection } from '../attachSolanaConnection.js'
import { type SolanaAdapterState, walletOf } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { toSolanaAccounts, usableAccounts } from '../toSolanaAccounts.js'
import { findWalletChain } from '../toStandardChain.js'

/**
 * Restores a connection without a prompt: the accounts the wallet already exposes, else `standard:connect` with
 * `{ silent: true }`; null when none is usable on `network`.
 */
export async function reconnect(
  state: SolanaAdapterState,
  { connectorId, network }: AdapterParameters<'reconnect'>,
): Promise<AdapterConnection | null> {
  const wallet = await walletOf(state, connectorId)
  const feature = wallet && featuresOf(wallet)['standard:connect']
  if (!wallet || !feature || !findWalletChain(wallet.chains, network)) return null
  const exposed = wallet.accounts.length > 0
  const accounts = usableAccounts(
    exposed ? wallet.accounts : (await feature.connect({ silent: true }))?.accounts,
    network,
    exposed ? 'accounts' : 'standard:connect',
  )
  if (accounts.length === 0) return null
  attachSolanaConnection(state, connectorId, wallet, accounts, network)
  return { connectorId, accounts: toSolanaAccounts(accounts), caipNetworkId: network.caipNetworkId }
}
