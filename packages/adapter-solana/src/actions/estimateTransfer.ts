import type { TransferParameters, TransferQuote } from '@walletport/core'
import { buildSolanaTransaction } from '../buildSolanaTransaction.js'
import { buildSplTransfer } from '../buildSplTransfer.js'
import { loadWeb3 } from '../loadWeb3.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

/** Lamports per signature when the node cannot price the message. */
const FEE_PER_SIGNATURE = 5_000n

/**
 * The fee the node charges for the transfer's message (`getFeeForMessage`), plus for a token the rent of the
 * recipient's new token account. A SOL transfer to an address with no account must carry at least the rent-exempt
 * minimum of an empty account, which creates it; below that the runtime refuses it (`minimum`).
 */
export async function estimateTransfer(
  state: SolanaAdapterState,
  { network, from, to, value, token }: TransferParameters,
): Promise<TransferQuote> {
  validateSolanaAddress(to)
  const sender = state.connection.sender(from)
  validateSolanaAddress(sender)
  const connection = await getConnection(state, network)
  const web3 = await loadWeb3()
  const spl =
    token === undefined
      ? undefined
      : await buildSplTransfer(connection, { from: sender, to, mint: token, value })
  const { wire } = await buildSolanaTransaction(state, {
    network,
    from: sender,
    to,
    value,
    request: spl?.transaction,
  })
  const message = web3.Transaction.from(wire).compileMessage()
  const priced = await connection.getFeeForMessage(message).then(
    ({ value: fee }) => fee,
    () => null,
  )
  const fee =
    priced === null ? FEE_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) : BigInt(priced)
  if (spl) return { fee: fee + spl.accountRent, minimum: 1n, reserve: 0n }
  const recipient = await connection.getAccountInfo(new web3.PublicKey(to))
  const minimum = recipient ? 1n : BigInt(await connection.getMinimumBalanceForRentExemption(0))
  return { fee, minimum, reserve: 0n }
}
