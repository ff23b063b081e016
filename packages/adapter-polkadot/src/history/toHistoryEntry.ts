import { type HistoryEntry, InvalidWalletResponseError, type Network } from '@walletport/core'
import { isSameAccount, toNetworkAddress } from '../address/toNetworkAddress.js'

/** The fields of a Subscan `/api/v2/scan/transfers` item the adapter reads. */
export interface SubscanTransferItem {
  from: string
  to: string
  extrinsic_index: string
  success: boolean
  hash: string
  block_timestamp: number
  amount: string
  asset_symbol?: string
  event_idx?: number
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** One item, checked (an API answer is untrusted input): what is missing is named. */
export function parseSubscanTransfer(value: unknown): SubscanTransferItem {
  const item = (value ?? {}) as Record<string, unknown>
  const missing = (['from', 'to', 'extrinsic_index', 'hash', 'amount'] as const).filter(
    (key) => !isString(item[key]),
  )
  if (typeof item.success !== 'boolean') missing.push('success' as never)
  if (typeof item.block_timestamp !== 'number') missing.push('block_timestamp' as never)
  if (missing.length > 0) {
    throw new InvalidWalletResponseError({
      method: 'scan/transfers',
      expected: `a transfer with ${missing.join(', ')}`,
      received: value,
    })
  }
  return item as unknown as SubscanTransferItem
}

/** A Subscan transfer as a history entry of `address` on `network` (addresses in the network's prefix). */
export function toHistoryEntry(item: SubscanTransferItem, address: string, network: Network): HistoryEntry {
  const sent = isSameAccount(item.from, address)
  const received = isSameAccount(item.to, address)
  const symbol = item.asset_symbol || network.nativeCurrency.symbol
  return {
    id:
      item.event_idx !== undefined && item.event_idx >= 0
        ? `${item.extrinsic_index}-${item.event_idx}`
        : item.extrinsic_index,
    metadata: {
      minedAt: new Date(item.block_timestamp * 1000).toISOString(),
      chain: network.caipNetworkId,
      hash: item.hash,
      status: item.success ? 'confirmed' : 'failed',
      sentFrom: toNetworkAddress(item.from, network),
      sentTo: toNetworkAddress(item.to, network),
      operationType: sent ? 'send' : 'receive',
    },
    transfers: [
      {
        direction: sent && received ? 'self' : sent ? 'out' : 'in',
        quantity: { numeric: item.amount },
        fungible_info: { name: network.nativeCurrency.name, symbol },
      },
    ],
  }
}
