import type { SendTransactionParameters, TransactionResult } from '@walletport/core'
import { Psbt } from 'bitcoinjs-lib'
import { type BitcoinAdapterState, forgetBalances } from '../bitcoinAdapterState.js'
import { toBitcoinJsNetwork } from '../bitcoinNetworkKind.js'
import { buildPaymentPsbt } from '../buildPaymentPsbt.js'
import { esploraFor } from '../esploraFor.js'
import { feeRateFor } from '../feeRateFor.js'
import { paymentParties } from '../paymentParties.js'
import { signAndBroadcastPsbt } from '../signAndBroadcastPsbt.js'

/**
 * Pays `value` sats to `to` from a connected account (the payment one by default) with a PSBT built from its
 * UTXOs, or sends the app's own PSBT (`request`: base64 or a bitcoinjs `Psbt`); the wallet signs, the adapter
 * broadcasts. The sender's and recipient's cached balances are dropped.
 */
export async function sendTransaction(
  state: BitcoinAdapterState,
  { network, from, to, value, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  const { sender, fromType, toType } = paymentParties(state, { network, from, to, token })
  const psbt =
    request instanceof Psbt
      ? request
      : typeof request === 'string'
        ? Psbt.fromBase64(request, { network: toBitcoinJsNetwork(network) })
        : (
            await buildPaymentPsbt(esploraFor(state, network), {
              network,
              from: sender.address,
              fromType,
              fromPublicKey: sender.publicKey,
              to,
              toType,
              value,
              feeRate: await feeRateFor(state, network),
            })
          ).psbt
  const hash = await signAndBroadcastPsbt(state, { network, psbt, sender: sender.address })
  forgetBalances(state, sender.address, to)
  return { hash }
}
