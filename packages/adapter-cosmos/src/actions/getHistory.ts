import type { HistoryPage } from '@walletport/core'
import type { AdapterParameters } from '@walletport/core/adapter'
import { type CosmosAdapterState, cometFor } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { getCosmosHistory } from '../getCosmosHistory.js'
import { loadCosmjs } from '../loadCosmjs.js'
import { validateCosmosAddress } from '../validateCosmosAddress.js'

const DEFAULT_HISTORY_PAGE_SIZE = 10

/** A page of the address's sends and receipts from the node's tx index (`historyPageSize` a query). */
export async function getHistory(
  state: CosmosAdapterState,
  { address, network, cursor }: AdapterParameters<'getHistory'>,
): Promise<HistoryPage> {
  validateCosmosAddress(address, cosmosChainOf(network).prefix)
  const cosmjs = await loadCosmjs()
  return getCosmosHistory(cosmjs, await cometFor(state, network), {
    address,
    network,
    cursor,
    pageSize: state.options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
  })
}
