import type { AdapterConnection } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import { attachEvmConnection } from '../attachEvmConnection.js'
import { type EvmAdapterState, providerOf } from '../evmAdapterState.js'
import { parseEvmChainId } from '../parseEvmChainId.js'
import { requestWallet } from '../requestWallet.js'
import { toEvmAccounts } from '../toEvmAccounts.js'

/** Restores an authorised wallet with `eth_accounts` (never prompts, never switches); null when none is authorised. */
export async function reconnect(
  state: EvmAdapterState,
  { connectorId }: AdapterParameters<'reconnect'>,
): Promise<AdapterConnection | null> {
  const provider = await providerOf(state, connectorId)
  if (!provider) return null
  const accounts = toEvmAccounts(await requestWallet(provider, 'eth_accounts'), 'eth_accounts')
  if (accounts.length === 0) return null
  const chainId = parseEvmChainId(await requestWallet(provider, 'eth_chainId'), 'eth_chainId')
  attachEvmConnection(state, connectorId, provider, accounts)
  return { connectorId, accounts, caipNetworkId: `eip155:${chainId}` }
}
