import type { Transaction as KitTransaction } from '@solana/kit'
import type { Transaction } from '@solana/web3.js'
import type { Network } from '@walletport/core'
import { loadKit } from './loadKit.js'
import { loadWeb3 } from './loadWeb3.js'
import { getConnection, type SolanaAdapterState } from './solanaAdapterState.js'
import { type SolanaTransaction, solanaTransactionKind } from './solanaTransactionKind.js'

export interface EncodedTransaction {
  /** The serialized transaction the wallet signs. */
  wire: Uint8Array
  /** The blockhash lifetime when known (picked by the adapter, or carried by a kit transaction). */
  lifetime?: { blockhash: string; lastValidBlockHeight: number }
}

function kitLifetime(transaction: KitTransaction): EncodedTransaction['lifetime'] {
  const constraint = (
    transaction as { lifetimeConstraint?: { blockhash?: unknown; lastValidBlockHeight?: unknown } }
  ).lifetimeConstraint
  if (typeof constraint?.blockhash !== 'string' || typeof constraint.lastValidBlockHeight !== 'bigint')
    return undefined
  return { blockhash: constraint.blockhash, lastValidBlockHeight: Number(constraint.lastValidBlockHeight) }
}

/** A legacy transaction's wire bytes, its fee payer (`from`) and recent blockhash filled when missing. */
async function encodeLegacy(
  state: SolanaAdapterState,
  { network, from, transaction }: { network: Network; from: string; transaction: Transaction },
): Promise<EncodedTransaction> {
  const web3 = await loadWeb3()
  transaction.feePayer ??= new web3.PublicKey(from)
  let lifetime: EncodedTransaction['lifetime']
  if (!transaction.recentBlockhash) {
    const connection = await getConnection(state, network)
    // ...AndContext: web3.js' getLatestBlockhash turns a node's failure (a time-out, a 429) into a bare Error of its text.
    const { value: latest } = await connection.getLatestBlockhashAndContext(state.commitment)
    lifetime = { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
    transaction.recentBlockhash = latest.blockhash
    transaction.lastValidBlockHeight = latest.lastValidBlockHeight
  }
  return {
    wire: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
    ...(lifetime && { lifetime }),
  }
}

/**
 * The wire bytes of any transaction kind: a kit transaction through kit's encoder (kit loaded here, only for it),
 * a `VersionedTransaction` as built, a legacy `Transaction` with fee payer and blockhash filled when missing.
 * Anything else is a TypeError naming what is accepted.
 */
export async function encodeSolanaTransaction(
  state: SolanaAdapterState,
  { network, from, transaction }: { network: Network; from: string; transaction: unknown },
): Promise<EncodedTransaction> {
  const kind = solanaTransactionKind(transaction)
  if (kind === 'kit') {
    const kit = await loadKit()
    const tx = transaction as KitTransaction
    const lifetime = kitLifetime(tx)
    return { wire: new Uint8Array(kit.getTransactionEncoder().encode(tx)), ...(lifetime && { lifetime }) }
  }
  if (kind === 'versioned') return { wire: (transaction as { serialize(): Uint8Array }).serialize() }
  if (kind === 'legacy')
    return encodeLegacy(state, { network, from, transaction: transaction as Transaction })
  throw new TypeError(
    'Expected a web3.js Transaction or VersionedTransaction, or a @solana/kit Transaction (messageBytes and signatures)',
  )
}

/** The signed wire bytes back in the kind the app gave: a kit transaction keeps its other fields (lifetime). */
export async function decodeSolanaTransaction<T extends SolanaTransaction>(
  original: T,
  signed: Uint8Array,
): Promise<T> {
  const kind = solanaTransactionKind(original)
  if (kind === 'kit') {
    const decoded = (await loadKit()).getTransactionDecoder().decode(signed)
    return { ...original, messageBytes: decoded.messageBytes, signatures: decoded.signatures }
  }
  const web3 = await loadWeb3()
  return (
    kind === 'versioned' ? web3.VersionedTransaction.deserialize(signed) : web3.Transaction.from(signed)
  ) as T
}
