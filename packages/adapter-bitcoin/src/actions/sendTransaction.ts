import {
  MethodNotSupportedError,
  type SendTransactionParameters,
  type TransactionResult,
  WalletNotConnectedError,
} from '@walletport/core'
import { Psbt } from 'bitcoinjs-lib'
import { type BitcoinAdapterState, esploraFor, forgetBalances } from '../bitcoinAdapterState.js'
import { toBitcoinJsNetwork } from '../bitcoinNetworkKind.js'
import { buildPaymentPsbt } from '../buildPaymentPsbt.js'
import { feeRateFor } from '../feeRateFor.js'
import { signAndBroadcastPsbt } from '../signAndBroadcastPsbt.js'
import { validateAddressOn } from '../validateAddressOn.js'

/**
 * Pays `value` sats to `to` from a connected account (the payment one by default) with a PSBT built from its
 * UTXOs, or sends the app's own PSBT (`request`: base64 or a bitcoinjs `Psbt`); the wallet signs, the adapter
 * broadcasts. The sender's and recipient's cached balances are dropped.
 */
export async function sendTransaction(
  state: BitcoinAdapterState,
  { network, from, to, value, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  if (token !== undefined) {
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'bip122' })
  }
  const toType = validateAddressOn(to, network)
  const { accounts } = state.connection.require()
  const sender = accounts.find((account) => account.address === (from ?? accounts[0]?.address))
  if (!sender) {
    throw new WalletNotConnectedError({ namespace: 'bip122', details: `${from} is not a connected account` })
  }
  const fromType = validateAddressOn(sender.address, network)
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
