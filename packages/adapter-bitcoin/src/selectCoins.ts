import { InsufficientFundsError } from './errors.js'

export type BitcoinScriptType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** Virtual size of one spent input, signature included (upper bounds for p2pkh and p2wpkh). */
export const INPUT_VBYTES: Record<BitcoinScriptType, number> = {
  p2pkh: 148,
  p2sh: 91, // p2sh-p2wpkh
  p2wpkh: 68,
  p2wsh: 105,
  p2tr: 58,
}

export const OUTPUT_VBYTES: Record<BitcoinScriptType, number> = {
  p2pkh: 34,
  p2sh: 32,
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
}

/** Bitcoin Core's dust thresholds at its 3 sat/vB dust relay fee. */
export const DUST_LIMIT: Record<BitcoinScriptType, number> = {
  p2pkh: 546,
  p2sh: 540,
  p2wpkh: 294,
  p2wsh: 330,
  p2tr: 330,
}

export const TX_OVERHEAD_VBYTES = 11

export interface Utxo {
  txid: string
  vout: number
  value: bigint
}

export interface CoinSelection {
  inputs: Utxo[]
  /** Change back to the sender; 0n when it would have been dust (then it went to the fee). */
  change: bigint
  fee: bigint
  vbytes: number
}

export interface SelectCoinsParameters {
  utxos: readonly Utxo[]
  amount: bigint
  /** sat/vB. */
  feeRate: number
  inputType: BitcoinScriptType
  recipientType: BitcoinScriptType
  changeType: BitcoinScriptType
}

/**
 * Largest-first coin selection: adds the biggest UTXOs until they pay amount + fee; change above the change type's
 * dust limit goes back to the sender, smaller change is left to the fee.
 */
export function selectCoins({
  utxos,
  amount,
  feeRate,
  inputType,
  recipientType,
  changeType,
}: SelectCoinsParameters): CoinSelection {
  const sorted = [...utxos].sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
  const inputs: Utxo[] = []
  let total = 0n
  const feeFor = (vbytes: number) => BigInt(Math.ceil(vbytes * feeRate))
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += utxo.value
    const base = TX_OVERHEAD_VBYTES + inputs.length * INPUT_VBYTES[inputType] + OUTPUT_VBYTES[recipientType]
    const withChange = base + OUTPUT_VBYTES[changeType]
    const change = total - amount - feeFor(withChange)
    if (change >= BigInt(DUST_LIMIT[changeType])) {
      return { inputs, change, fee: feeFor(withChange), vbytes: withChange }
    }
    if (total >= amount + feeFor(base)) return { inputs, change: 0n, fee: total - amount, vbytes: base }
  }
  const vbytes =
    TX_OVERHEAD_VBYTES + Math.max(1, sorted.length) * INPUT_VBYTES[inputType] + OUTPUT_VBYTES[recipientType]
  throw new InsufficientFundsError({ required: amount + feeFor(vbytes), available: total })
}
