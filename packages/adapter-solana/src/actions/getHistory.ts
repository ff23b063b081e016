import type { HistoryPage, Network } from '@walletport/core'
import { getSolanaHistory } from '../getSolanaHistory.js'
import { loadWeb3 } from '../loadWeb3.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

const DEFAULT_HISTORY_PAGE_SIZE = 10

/** One page of the address's transactions from the network's RPC, newest first. */
export async function getHistory(
  state: SolanaAdapterState,
  { address, network, cursor }: { address: string; network: Network; cursor?: string },
): Promise<HistoryPage> {
  validateSolanaAddress(address)
  const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(state, network)])
  return getSolanaHistory(connection, {
    address,
    publicKey: new PublicKey(address),
    network,
    cursor,
    pageSize: state.options.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
  })
}
