import type { TransferParameters, TransferQuote } from '@walletport/core'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { esploraFor } from '../esploraFor.js'
import { feeRateFor } from '../feeRateFor.js'
import { paymentParties } from '../paymentParties.js'
import { DUST_LIMIT, INPUT_VBYTES, OUTPUT_VBYTES, selectCoins, TX_OVERHEAD_VBYTES } from '../selectCoins.js'

/**
 * The fee `sendTransaction` would pay for the payment (the same coin selection and fee rate), and the recipient
 * type's dust limit as the minimum. When the UTXOs cannot pay amount and fee, the fee of spending them all with no
 * change: what "max" leaves, and what the send panel names when the amount is too high.
 */
export async function estimateTransfer(
  state: BitcoinAdapterState,
  { network, from, to, value, token }: TransferParameters,
): Promise<TransferQuote> {
  const { sender, fromType, toType } = paymentParties(state, { network, from, to, token })
  const [utxos, feeRate] = await Promise.all([
    esploraFor(state, network).utxos(sender.address),
    feeRateFor(state, network),
  ])
  const minimum = BigInt(DUST_LIMIT[toType])
  const coins = utxos.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }))
  const total = coins.reduce((sum, coin) => sum + coin.value, 0n)
  if (value <= total) {
    try {
      const { fee } = selectCoins({
        utxos: coins,
        amount: value,
        feeRate,
        inputType: fromType,
        recipientType: toType,
        changeType: fromType,
      })
      return { fee, minimum, reserve: 0n }
    } catch {
      // Not enough for amount and fee: quote the sweep below.
    }
  }
  const sweep =
    TX_OVERHEAD_VBYTES + Math.max(1, coins.length) * INPUT_VBYTES[fromType] + OUTPUT_VBYTES[toType]
  return { fee: BigInt(Math.ceil(sweep * feeRate)), minimum, reserve: 0n }
}
