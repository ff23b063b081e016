import type { Network, TokenBalance } from '@walletport/core'
import { getSplTokenBalances } from '../getSplTokenBalances.js'
import { loadWeb3 } from '../loadWeb3.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

/** Balances of the SPL mints configured for `network` (none configured: an empty list, without a request). */
export async function getTokenBalances(
  state: SolanaAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<TokenBalance[]> {
  validateSolanaAddress(address)
  const tokens = state.options.tokens?.[network.caipNetworkId] ?? []
  if (tokens.length === 0) return []
  const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(state, network)])
  return getSplTokenBalances(connection, {
    owner: new PublicKey(address),
    network,
    tokens,
    loadPublicKey: (mint) => new PublicKey(mint),
  })
}
