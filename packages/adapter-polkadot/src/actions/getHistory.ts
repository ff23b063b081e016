import {
  type HistoryPage,
  HttpRequestError,
  MethodNotSupportedError,
  type Network,
  WalletPortError,
} from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'
import { parseSubscanTransfer, toHistoryEntry } from '../history/toHistoryEntry.js'

const DEFAULT_PAGE_SIZE = 10

/**
 * A page of transfers from a Subscan-compatible API (`POST {base}/api/v2/scan/transfers`; Subscan itself or the
 * devnet's indexer), newest first. The cursor is Subscan's page number; `next` is absent on the last page.
 */
export async function getHistory(
  context: PolkadotContext,
  { address, network, cursor }: { address: string; network: Network; cursor?: string },
): Promise<HistoryPage> {
  const target = findAdapterNetwork(context.networks, network)
  const account = toNetworkAddress(address, target)
  const base = context.options.history?.urls?.[target.caipNetworkId]
  if (!base) {
    throw new MethodNotSupportedError({
      method: 'getHistory',
      namespace: 'polkadot',
      details: `No Subscan-compatible URL is configured for ${target.caipNetworkId} (options.history.urls)`,
    })
  }
  const page = cursor === undefined ? 0 : Number(cursor)
  if (!Number.isSafeInteger(page) || page < 0) {
    throw new WalletPortError(`Invalid history cursor ${JSON.stringify(cursor)}: expected a page number`)
  }
  const row = context.options.history?.pageSize ?? DEFAULT_PAGE_SIZE
  const url = `${base.replace(/\/+$/, '')}/api/v2/scan/transfers`
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(context.options.history?.apiKey ? { 'x-api-key': context.options.history.apiKey } : {}),
    },
    body: JSON.stringify({ address: account, row, page }),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { code?: unknown; message?: unknown; data?: { count?: unknown; transfers?: unknown } }
    | undefined
  if (!response.ok || body?.code !== 0) {
    throw new HttpRequestError({
      url,
      status: response.status,
      details: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`,
    })
  }
  const transfers = Array.isArray(body.data?.transfers) ? body.data.transfers : []
  const count = typeof body.data?.count === 'number' ? body.data.count : 0
  const data = transfers.map((item) => toHistoryEntry(parseSubscanTransfer(item), account, target))
  return (page + 1) * row < count ? { data, next: String(page + 1) } : { data }
}
