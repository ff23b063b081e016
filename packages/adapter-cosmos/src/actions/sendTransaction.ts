import type { StdFee } from '@cosmjs/amino'
import {
  MethodNotSupportedError,
  type SendTransactionParameters,
  type TransactionResult,
} from '@walletport/core'
import { adapterNetwork, type CosmosAdapterState } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { bankSend, simulatedFee } from '../cosmosFee.js'
import { loadCosmjs } from '../loadCosmjs.js'
import { signingClientOf } from '../signingClientOf.js'
import { withCosmosWalletErrors } from '../toCosmosWalletError.js'
import { toTransactionRefusal } from '../toTransactionRefusal.js'
import type { CosmosTransactionRequest } from '../types.js'
import { validateCosmosAddress } from '../validateCosmosAddress.js'
import { walletOn } from './walletOn.js'

/**
 * A MsgSend (`data` is the memo), or the app's own messages (`request`), on `network` (the wallet is moved there
 * first). Gas is simulated unless the request fixes the fee; the wallet signs with its offline signer and the node
 * gets it with broadcast_tx_sync. Resolves on broadcast; a node refusal is a `TransactionRefusedError`. Token
 * transfers are `MethodNotSupportedError`.
 */
export async function sendTransaction(
  state: CosmosAdapterState,
  { network, from, to, value, data, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  if (token !== undefined)
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'cosmos' })
  const { prefix, denom } = cosmosChainOf(adapterNetwork(state, network))
  const custom = request as CosmosTransactionRequest | undefined
  if (!custom) validateCosmosAddress(to, prefix)
  const { provider } = await walletOn(state, network)
  const sender = state.connection.sender(from)
  validateCosmosAddress(sender, prefix)
  const cosmjs = await loadCosmjs()
  const client = await signingClientOf(state, cosmjs, provider, network)
  const messages = custom?.messages.map((message) => ({ ...message })) ?? [
    bankSend(cosmjs, { from: sender, to, value, denom }),
  ]
  const memo = custom?.memo ?? data ?? ''
  const fee: StdFee = custom?.fee
    ? { amount: [...custom.fee.amount], gas: custom.fee.gas }
    : await simulatedFee(state, cosmjs, client, { sender, messages, memo, network })
  const signed = await withCosmosWalletErrors(() => client.sign(sender, messages, fee, memo))
  const hash = await client.broadcastTxSync(cosmjs.TxRaw.encode(signed).finish()).catch((error: unknown) => {
    throw toTransactionRefusal(cosmjs, error)
  })
  return { hash }
}
