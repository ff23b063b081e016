import type { TransactionModifyingSigner, TransactionSendingSigner } from '@solana/kit'
import { adapterStateOf } from '../adapterStateOf.js'
import { createKitSigners } from '../createKitSigners.js'
import type { SolanaAdapter } from '../types.js'

/** The connected wallet as @solana/kit signers. */
export interface SolanaKitSigners {
  /** Signs with `solana:signTransaction` (one prompt per call), nothing sent. */
  modifying: TransactionModifyingSigner
  /** Signs and sends (`solana:signAndSendTransaction`, else sign + the adapter's RPC). */
  sending: TransactionSendingSigner
}

/**
 * The connected wallet of `adapter` (as `createSolanaAdapter` returned it) as @solana/kit signers, for
 * `signTransactionMessageWithSigners` and friends; `address` is the connected account when omitted and must be one
 * the wallet connected.
 */
export async function getKitSigners(
  adapter: SolanaAdapter,
  parameters: { address?: string } = {},
): Promise<SolanaKitSigners> {
  return createKitSigners(adapterStateOf(adapter), parameters.address)
}
