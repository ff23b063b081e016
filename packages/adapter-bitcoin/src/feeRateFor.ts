import type { Network } from '@walletport/core'
import type { BitcoinAdapterState } from './bitcoinAdapterState.js'
import { esploraFor } from './esploraFor.js'

const MIN_FEE_RATE = 1

/** The `feeRate` option, else Esplora's estimate for the target (default 3 blocks), at least 1 sat/vB. */
export async function feeRateFor(state: BitcoinAdapterState, network: Network): Promise<number> {
  if (state.options.feeRate !== undefined) return state.options.feeRate
  const estimates = await esploraFor(state, network).feeEstimates()
  const target = state.options.feeTargetBlocks ?? 3
  const eligible = Object.entries(estimates)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter(([blocks]) => blocks <= target)
    .sort(([a], [b]) => b - a)
  return Math.max(MIN_FEE_RATE, eligible[0]?.[1] ?? estimates['6'] ?? MIN_FEE_RATE)
}
