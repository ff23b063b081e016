import type { HistoryPage, Network } from '@walletport/core'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { esploraFor } from '../esploraFor.js'
import { toHistoryEntry } from '../toHistoryEntry.js'
import { validateAddressOn } from '../validateAddressOn.js'

/** Esplora pages confirmed transactions 25 at a time. */
const ESPLORA_PAGE = 25

/**
 * `/address/:a/txs` (mempool first, then 25 confirmed), then `/address/:a/txs/chain/:last_seen_txid`; the cursor
 * is the last confirmed txid of a full page.
 */
export async function getHistory(
  state: BitcoinAdapterState,
  { address, network, cursor }: { address: string; network: Network; cursor?: string },
): Promise<HistoryPage> {
  validateAddressOn(address, network)
  const txs = await esploraFor(state, network).addressTxs(address, cursor)
  const confirmed = txs.filter((tx) => tx.status.confirmed)
  const last = confirmed.at(-1)
  const next = confirmed.length >= ESPLORA_PAGE && last ? last.txid : undefined
  return {
    data: txs.map((tx) => toHistoryEntry(tx, address, network.caipNetworkId)),
    ...(next && { next }),
  }
}
