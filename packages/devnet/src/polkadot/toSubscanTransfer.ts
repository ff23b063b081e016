import type { PolkadotTransferRecord } from './createPolkadotTransferIndex.js'

/** An item of Subscan's `/api/v2/scan/transfers` answer (the fields wallets read). */
export interface SubscanTransfer {
  from: string
  to: string
  /** `<block>-<index>`. */
  extrinsic_index: string
  success: boolean
  hash: string
  block_num: number
  /** Unix seconds. */
  block_timestamp: number
  module: string
  /** Whole units, decimal string. */
  amount: string
  /** Smallest unit (planck), decimal string. */
  amount_v2: string
  /** Planck, decimal string. */
  fee: string
  nonce: number
  asset_symbol: string
  asset_type: string
  event_idx: number
  from_account_display: { address: string }
  to_account_display: { address: string }
}

function toUnits(planck: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (planck % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${planck / base}.${fraction}` : `${planck / base}`
}

export function toSubscanTransfer(
  record: PolkadotTransferRecord,
  chain: { decimals: number; symbol: string },
): SubscanTransfer {
  return {
    from: record.from,
    to: record.to,
    extrinsic_index: `${record.blockNumber}-${record.extrinsicIndex}`,
    success: record.success,
    hash: record.hash,
    block_num: record.blockNumber,
    block_timestamp: Math.floor(record.timestamp / 1000),
    module: 'balances',
    amount: toUnits(record.amount, chain.decimals),
    amount_v2: record.amount.toString(),
    fee: record.fee.toString(),
    nonce: record.nonce,
    asset_symbol: chain.symbol,
    asset_type: '',
    event_idx: record.eventIndex,
    from_account_display: { address: record.from },
    to_account_display: { address: record.to },
  }
}
