import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Network } from '@walletport/core'
import { loadWeb3 } from './loadWeb3.js'
import { getConnection, type SolanaAdapterState } from './solanaAdapterState.js'

export interface BuiltTransaction {
  /** The serialized transaction the wallet signs. */
  wire: Uint8Array
  /** The blockhash lifetime when the adapter picked the blockhash (for `confirmTransaction`). */
  lifetime?: { blockhash: string; lastValidBlockHeight: number }
}

/** Legacy `Transaction` or v0 `VersionedTransaction`, told apart by shape so another web3.js copy works too. */
function isVersioned(tx: unknown): tx is VersionedTransaction {
  return (
    typeof tx === 'object' && tx !== null && 'version' in tx && 'message' in tx && !('instructions' in tx)
  )
}

/**
 * The wire bytes of a SOL transfer (a legacy `SystemProgram.transfer`), or of an app-built `request`: a
 * `VersionedTransaction` as built, a legacy `Transaction` with its fee payer and blockhash filled when missing.
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
): Promise<BuiltTransaction> {
  const web3 = await loadWeb3()
  const connection = await getConnection(state, network)
  if (isVersioned(request)) return { wire: request.serialize() }
  let tx: Transaction
  if (request !== undefined) {
    if (typeof (request as Transaction).serializeMessage !== 'function') {
      throw new TypeError('request must be a web3.js Transaction or VersionedTransaction')
    }
    tx = request as Transaction
  } else {
    tx = new web3.Transaction().add(
      web3.SystemProgram.transfer({
        fromPubkey: new web3.PublicKey(from),
        toPubkey: new web3.PublicKey(to),
        lamports: value,
      }),
    )
  }
  tx.feePayer ??= new web3.PublicKey(from)
  let lifetime: BuiltTransaction['lifetime']
  if (!tx.recentBlockhash) {
    const latest = await connection.getLatestBlockhash(state.commitment)
    lifetime = { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
    tx.recentBlockhash = latest.blockhash
    tx.lastValidBlockHeight = latest.lastValidBlockHeight
  }
  return {
    wire: tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
    ...(lifetime && { lifetime }),
  }
}
