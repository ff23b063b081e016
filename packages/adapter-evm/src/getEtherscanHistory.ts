import {
  type HistoryEntry,
  type HistoryPage,
  type HistoryTransfer,
  HttpRequestError,
  type Network,
  TimeoutError,
  TransactionsFetchError,
} from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'

/** One `txlist` row as Etherscan and Blockscout send it (numbers as decimal strings). */
export interface EtherscanTransaction {
  hash: string
  timeStamp: string
  from: string
  to: string
  value: string
  isError?: string
  txreceipt_status?: string
  input?: string
}

interface EtherscanBody {
  status?: string
  message?: string
  result?: unknown
}

function toEntry(tx: EtherscanTransaction, address: string, network: Network): HistoryEntry {
  const own = address.toLowerCase()
  const from = tx.from.toLowerCase()
  const to = (tx.to ?? '').toLowerCase()
  const direction: HistoryTransfer['direction'] =
    from === own && to === own ? 'self' : from === own ? 'out' : 'in'
  const value = BigInt(tx.value || '0')
  const called = tx.input !== undefined && tx.input !== '0x' && tx.input !== ''
  const { symbol, name, decimals } = network.nativeCurrency
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(Number(tx.timeStamp) * 1000).toISOString(),
      chain: network.caipNetworkId,
      hash: tx.hash,
      status: tx.isError === '1' || tx.txreceipt_status === '0' ? 'failed' : 'confirmed',
      sentFrom: tx.from,
      sentTo: tx.to,
      operationType: called ? 'execute' : direction === 'in' ? 'receive' : 'send',
    },
    transfers:
      value === 0n
        ? []
        : [
            {
              direction,
              quantity: { numeric: formatUnits(value, decimals) },
              fungible_info: { name, symbol },
            },
          ],
  }
}

/**
 * One page (newest first) of an address's transactions from an Etherscan-compatible `txlist` endpoint (Etherscan
 * v2 with `chainid`, Blockscout, the devnet indexer). The cursor is the next page number; a short page is the last.
 * Query parameters already in `apiUrl` (an API key) are kept.
 */
export async function getEtherscanHistory({
  apiUrl,
  address,
  network,
  cursor,
  pageSize,
  timeoutMs = 10_000,
}: {
  apiUrl: string
  address: string
  network: Network
  cursor?: string | undefined
  pageSize: number
  timeoutMs?: number
}): Promise<HistoryPage> {
  const page = cursor === undefined ? 1 : Number(cursor)
  if (!Number.isSafeInteger(page) || page < 1)
    throw new TransactionsFetchError({ details: `Bad cursor "${cursor}"` })
  const url = new URL(apiUrl)
  const query = {
    chainid: String(network.id),
    module: 'account',
    action: 'txlist',
    address,
    page: String(page),
    offset: String(pageSize),
    sort: 'desc',
  }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)

  let response: Response
  let body: EtherscanBody
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    if ((error as { name?: string }).name === 'TimeoutError') throw new TimeoutError({ cause: error })
    throw new HttpRequestError({ url: url.origin + url.pathname, cause: error })
  }
  if (!response.ok) throw new HttpRequestError({ url: url.origin + url.pathname, status: response.status })
  try {
    body = (await response.json()) as EtherscanBody
  } catch (error) {
    throw new TransactionsFetchError({ details: 'The answer is not JSON', cause: error })
  }
  if (!Array.isArray(body.result)) {
    throw new TransactionsFetchError({ details: `${body.message ?? 'No result'}: ${String(body.result)}` })
  }
  const rows = body.result as EtherscanTransaction[]
  const data = rows.map((tx) => toEntry(tx, address, network))
  return rows.length < pageSize ? { data } : { data, next: String(page + 1) }
}
