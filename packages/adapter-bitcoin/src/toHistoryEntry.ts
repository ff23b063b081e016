import type { CaipNetworkId, HistoryEntry } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import type { EsploraTx } from './createEsploraClient.js'

const SATS_DECIMALS = 8

/** An Esplora transaction as seen from `address`: what it lost or gained, to and from whom. */
export function toHistoryEntry(tx: EsploraTx, address: string, chain: CaipNetworkId): HistoryEntry {
  const spent = tx.vin.reduce(
    (sum, input) =>
      sum + (input.prevout?.scriptpubkey_address === address ? BigInt(input.prevout.value) : 0n),
    0n,
  )
  const received = tx.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey_address === address ? BigInt(output.value) : 0n),
    0n,
  )
  const outgoing = spent > 0n
  const external = tx.vout.filter((output) => output.scriptpubkey_address !== address)
  const sentTo = outgoing ? external[0]?.scriptpubkey_address : address
  const sentFrom = outgoing
    ? address
    : tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address
  const direction = outgoing ? (external.length === 0 ? 'self' : 'out') : 'in'
  const moved = outgoing ? external.reduce((sum, output) => sum + BigInt(output.value), 0n) : received
  return {
    id: tx.txid,
    metadata: {
      minedAt: new Date(tx.status.block_time ? tx.status.block_time * 1000 : Date.now()).toISOString(),
      chain,
      hash: tx.txid,
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      ...(sentFrom && { sentFrom }),
      ...(sentTo && { sentTo }),
      operationType: outgoing ? 'send' : 'receive',
    },
    transfers: [
      {
        direction,
        quantity: { numeric: formatUnits(moved, SATS_DECIMALS) },
        fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
      },
    ],
  }
}
