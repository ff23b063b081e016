import { type HistoryPage, MethodNotSupportedError, type Network } from '@walletport/core'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { getEtherscanHistory } from '../getEtherscanHistory.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

const DEFAULT_HISTORY_PAGE_SIZE = 10

/** One page of history from the Etherscan-compatible API configured for `network`. */
export async function getHistory(
  state: EvmAdapterState,
  { address, network, cursor }: { address: string; network: Network; cursor?: string },
): Promise<HistoryPage> {
  validateEvmAddress(address)
  const { historyApiUrl } = state.options
  const apiUrl = typeof historyApiUrl === 'string' ? historyApiUrl : historyApiUrl?.[network.caipNetworkId]
  if (!apiUrl) throw new MethodNotSupportedError({ method: 'getHistory', namespace: network.caipNetworkId })
  return getEtherscanHistory({
    apiUrl,
    address,
    network,
    cursor,
    pageSize: state.options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
    timeoutMs: state.options.requestTimeoutMs,
  })
}
