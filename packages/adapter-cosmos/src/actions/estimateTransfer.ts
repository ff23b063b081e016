import { MethodNotSupportedError, type TransferParameters, type TransferQuote } from '@walletport/core'
import { adapterNetwork, type CosmosAdapterState } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { bankSend, simulatedFee } from '../cosmosFee.js'
import { loadCosmjs } from '../loadCosmjs.js'
import { signingClientOf } from '../signingClientOf.js'
import { validateCosmosAddress } from '../validateCosmosAddress.js'
import { walletOn } from './walletOn.js'

/** The fee sendTransaction would pay for the same MsgSend (the node's simulation); minimum 1, no reserve. */
export async function estimateTransfer(
  state: CosmosAdapterState,
  { network, from, to, value, token }: TransferParameters,
): Promise<TransferQuote> {
  if (token !== undefined)
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'cosmos' })
  const { prefix, denom } = cosmosChainOf(adapterNetwork(state, network))
  validateCosmosAddress(to, prefix)
  const { provider } = await walletOn(state, network)
  const sender = state.connection.sender(from)
  const cosmjs = await loadCosmjs()
  const client = await signingClientOf(state, cosmjs, provider, network)
  const messages = [bankSend(cosmjs, { from: sender, to, value, denom })]
  const fee = await simulatedFee(state, cosmjs, client, { sender, messages, memo: '', network })
  return {
    fee: BigInt(fee.amount.find((coin) => coin.denom === denom)?.amount ?? '0'),
    minimum: 1n,
    reserve: 0n,
  }
}
