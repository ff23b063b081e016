import * as z from 'zod/mini'
import type { HistoryPage } from '../../adapter/types.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'
import type { AccountTarget } from '../data/getAccountTarget.js'
import { requestJson } from '../data/requestJson.js'

const historyEntrySchema = z.looseObject({
  id: z.string(),
  metadata: z.looseObject({
    minedAt: z.string(),
    chain: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    hash: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
  }),
  transfers: z.array(
    z.looseObject({
      direction: z.enum(['in', 'out', 'self']),
      quantity: z.looseObject({ numeric: z.string() }),
      nft_info: z.optional(z.looseObject({ flags: z.looseObject({ is_spam: z.boolean() }) })),
    }),
  ),
})

const historyPageSchema = z.looseObject({
  data: z.array(historyEntrySchema),
  next: z.nullish(z.string()),
})

export type LoadHistoryPage = (cursor: string | undefined) => Promise<HistoryPage>

/**
 * How the history of `target` is read, chosen before loading starts. History service contract
 * (`endpoints.history`): `GET {history}/v1/account/{address}/history?chainId={caipNetworkId}[&cursor={next}]`
 * → `{ data: HistoryEntry[], next?: string | null }`, newest first. Without the endpoint the adapter's
 * `getHistory` is used; throws `MethodNotSupportedError` when there is neither.
 */
export function getHistoryLoader(context: ClientContext, target: AccountTarget): LoadHistoryPage {
  const { adapter, address, network } = target
  const base = context.options.endpoints.history
  if (base !== undefined) return (cursor) => requestHistoryPage(context, base, address, network, cursor)
  if (!adapter.getHistory)
    throw new MethodNotSupportedError({ method: 'getHistory', namespace: target.namespace })
  const getHistory = adapter.getHistory.bind(adapter)
  return (cursor) => getHistory(cursor === undefined ? { address, network } : { address, network, cursor })
}

async function requestHistoryPage(
  context: ClientContext,
  base: string,
  address: string,
  network: Network,
  cursor: string | undefined,
): Promise<HistoryPage> {
  const query = new URLSearchParams({ chainId: network.caipNetworkId })
  if (cursor !== undefined) query.set('cursor', cursor)
  const url = `${base}/v1/account/${encodeURIComponent(address)}/history?${query}`
  const page = await requestJson(context, url, historyPageSchema)
  const data = page.data as unknown as HistoryPage['data']
  return page.next ? { data, next: page.next } : { data }
}
