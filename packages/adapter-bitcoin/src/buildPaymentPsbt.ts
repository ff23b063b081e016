import type { Network } from '@walletport/core'
import { hexToBytes } from '@walletport/core/adapter'
import { address as btcAddress, Psbt } from 'bitcoinjs-lib'
import { toBitcoinJsNetwork } from './bitcoinNetworkKind.js'
import type { EsploraClient } from './createEsploraClient.js'
import { DustAmountError } from './errors.js'
import { type BitcoinScriptType, type CoinSelection, DUST_LIMIT, selectCoins } from './selectCoins.js'

export interface PaymentPsbt {
  psbt: Psbt
  selection: CoinSelection
}

/**
 * A PSBT paying `value` to `to` from `from`'s UTXOs (largest first) at `feeRate` sat/vB, change back to `from`.
 * Segwit inputs carry their witness UTXO, legacy ones the full previous transaction; taproot ones their x-only key.
 */
export async function buildPaymentPsbt(
  esplora: EsploraClient,
  parameters: {
    network: Network
    from: string
    fromType: BitcoinScriptType
    /** x-only public key (hex) for a p2tr sender. */
    fromPublicKey?: string
    to: string
    toType: BitcoinScriptType
    value: bigint
    feeRate: number
  },
): Promise<PaymentPsbt> {
  const { network, from, fromType, to, toType, value, feeRate } = parameters
  if (value < BigInt(DUST_LIMIT[toType]))
    throw new DustAmountError({ amount: value, dust: DUST_LIMIT[toType] })
  const bitcoinNetwork = toBitcoinJsNetwork(network)
  const utxos = (await esplora.utxos(from)).map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(utxo.value),
  }))
  const selection = selectCoins({
    utxos,
    amount: value,
    feeRate,
    inputType: fromType,
    recipientType: toType,
    changeType: fromType,
  })
  const psbt = new Psbt({ network: bitcoinNetwork })
  const script = btcAddress.toOutputScript(from, bitcoinNetwork)
  for (const input of selection.inputs) {
    if (fromType === 'p2pkh') {
      psbt.addInput({
        hash: input.txid,
        index: input.vout,
        nonWitnessUtxo: hexToBytes(await esplora.txHex(input.txid)),
      })
    } else {
      psbt.addInput({
        hash: input.txid,
        index: input.vout,
        witnessUtxo: { script, value: input.value },
        ...(fromType === 'p2tr' &&
          parameters.fromPublicKey && { tapInternalKey: hexToBytes(parameters.fromPublicKey) }),
      })
    }
  }
  psbt.addOutput({ address: to, value })
  if (selection.change > 0n) psbt.addOutput({ address: from, value: selection.change })
  return { psbt, selection }
}
