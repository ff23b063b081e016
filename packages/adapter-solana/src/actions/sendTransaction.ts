import type { SendTransactionParameters, TransactionResult } from '@walletport/core'
import { accountOf } from '../accountOf.js'
import { buildSolanaTransaction } from '../buildSolanaTransaction.js'
import { buildSplTransfer } from '../buildSplTransfer.js'
import { chainFor } from '../chainFor.js'
import { sendSolanaWire } from '../sendSolanaWire.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { toSolanaSendError } from '../toSolanaSendError.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

/**
 * Builds the transfer (SOL, or with `token` an SPL `TransferChecked` to the recipient's associated token account)
 * or takes the app's transaction, has the wallet sign and send it, and keeps its blockhash
 * lifetime for `waitForTransaction`. Failures become user rejection, insufficient funds, an expired blockhash or a
 * simulation failure with the programs' logs.
 */
export async function sendTransaction(
  state: SolanaAdapterState,
  { network, from, to, value, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  validateSolanaAddress(to)
  const { wallet } = state.connection.require()
  const sender = state.connection.sender(from)
  validateSolanaAddress(sender)
  const account = accountOf(state, sender)
  const chain = chainFor(wallet, network)
  const spl =
    token === undefined
      ? undefined
      : await buildSplTransfer(await getConnection(state, network), { from: sender, to, mint: token, value })
  const { wire, lifetime } = await buildSolanaTransaction(state, {
    network,
    from: sender,
    to,
    value,
    request: spl?.transaction ?? request,
  })
  let hash: string
  try {
    hash = await sendSolanaWire(state, { wallet, account, chain, wire, network })
  } catch (error) {
    throw toSolanaSendError(error)
  }
  if (lifetime) state.lifetimes.set(hash, lifetime)
  return { hash }
}
