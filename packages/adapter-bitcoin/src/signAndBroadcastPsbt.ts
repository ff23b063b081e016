import type { Network } from '@walletport/core'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinAdapterState } from './bitcoinAdapterState.js'
import { toBitcoinJsNetwork } from './bitcoinNetworkKind.js'
import { EsploraRejection } from './createEsploraClient.js'
import { BroadcastError, FeeTooLowError } from './errors.js'
import { esploraFor } from './esploraFor.js'
import { withUserRejection } from './toUserRejection.js'

const FEE_TOO_LOW = /min relay fee not met|mempool min fee not met|insufficient fee|insufficientfee/i

/** Broadcasts through Esplora; a refusal is FeeTooLowError (the relay minimum) or BroadcastError with the node's text. */
async function broadcast(state: BitcoinAdapterState, network: Network, hex: string): Promise<string> {
  try {
    return await esploraFor(state, network).broadcast(hex)
  } catch (error) {
    if (!(error instanceof EsploraRejection)) throw error
    if (FEE_TOO_LOW.test(error.message)) throw new FeeTooLowError({ details: error.message, cause: error })
    throw new BroadcastError({ details: error.message, cause: error })
  }
}

/**
 * Has the connected wallet sign every input of `psbt` for `sender`, finalizes what the wallet left unfinalized and
 * broadcasts the transaction; returns its txid.
 */
export async function signAndBroadcastPsbt(
  state: BitcoinAdapterState,
  { network, psbt, sender }: { network: Network; psbt: Psbt; sender: string },
): Promise<string> {
  const { client, accounts } = state.connection.require()
  const signInputs = { [sender]: psbt.data.inputs.map((_, index) => index) }
  const signed = Psbt.fromBase64(
    await withUserRejection(() => client.signPsbt({ psbt: psbt.toBase64(), signInputs, network, accounts })),
    { network: toBitcoinJsNetwork(network) },
  )
  signed.data.inputs.forEach((input, index) => {
    if (!input.finalScriptWitness && !input.finalScriptSig) signed.finalizeInput(index)
  })
  return broadcast(state, network, signed.extractTransaction().toHex())
}
