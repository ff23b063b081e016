import type { Network } from '@walletport/core'
import { type EncodedTransaction, encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { loadWeb3 } from './loadWeb3.js'
import type { SolanaAdapterState } from './solanaAdapterState.js'

/**
 * The wire bytes of a SOL transfer (a legacy `SystemProgram.transfer`), or of an app-built `request`: a
 * `VersionedTransaction` or a @solana/kit transaction as built, a legacy `Transaction` with its fee payer and
 * blockhash filled when missing.
 */
export async function buildSolanaTransaction(
  state: SolanaAdapterState,
  {
    network,
    from,
    to,
    value,
    request,
  }: { network: Network; from: string; to: string; value: bigint; request?: unknown },
): Promise<EncodedTransaction> {
  if (request !== undefined) return encodeSolanaTransaction(state, { network, from, transaction: request })
  const web3 = await loadWeb3()
  const transfer = new web3.Transaction().add(
    web3.SystemProgram.transfer({
      fromPubkey: new web3.PublicKey(from),
      toPubkey: new web3.PublicKey(to),
      lamports: value,
    }),
  )
  return encodeSolanaTransaction(state, { network, from, transaction: transfer })
}
