import type { Network, TokenBalance } from '@walletport/core'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { getErc20Balances } from '../getErc20Balances.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/** Balances of the ERC-20 tokens configured for `network` (none configured: an empty list). */
export async function getTokenBalances(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<TokenBalance[]> {
  validateEvmAddress(address)
  const tokens = state.options.tokens?.[network.caipNetworkId] ?? []
  return getErc20Balances(nodeRequest(state, network), { address, network, tokens })
}
