import type { Network, TokenBalance } from '@walletport/core'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { getErc20Balances } from '../getErc20Balances.js'
import { validateEvmAddress } from '../validateEvmAddress.js'
import { mergeTokenBalances } from '../walletAssets/mergeTokenBalances.js'
import { requestWalletAssets } from '../walletAssets/requestWalletAssets.js'

/**
 * Balances of the ERC-20 tokens configured for `network`, followed by the other ERC-20 tokens the connected wallet
 * reports for the address through EIP-7811 `wallet_getAssets` (none when it does not answer it).
 */
export async function getTokenBalances(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<TokenBalance[]> {
  validateEvmAddress(address)
  const tokens = state.options.tokens?.[network.caipNetworkId] ?? []
  const [listed, reported] = await Promise.all([
    getErc20Balances(nodeRequest(state, network), { address, network, tokens }),
    requestWalletAssets(state, { address, network }),
  ])
  return mergeTokenBalances(listed, reported)
}
