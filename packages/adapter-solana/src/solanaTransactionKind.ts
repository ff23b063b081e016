import type { Transaction, VersionedTransaction } from '@solana/web3.js'

/**
 * @solana/kit's compiled `Transaction` by its shape: kit is an optional peer, so the public typings name none of
 * its types (an app without it still compiles with `skipLibCheck: false`); kit's own `Transaction` fits it.
 */
export interface KitTransactionLike {
  readonly messageBytes: ArrayLike<number>
  readonly signatures: Readonly<Record<string, ArrayLike<number> | null>>
}

/** What the adapter signs and sends: web3.js 1.x legacy or v0 transactions, or @solana/kit's compiled ones. */
export type SolanaTransaction = Transaction | VersionedTransaction | KitTransactionLike

export type SolanaTransactionKind = 'legacy' | 'versioned' | 'kit'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Tells the three kinds apart by shape (so another copy of either library works too): kit's `{ messageBytes,
 * signatures: { [address]: bytes | null } }`, web3.js's `VersionedTransaction` (`version` + `message`), its legacy
 * `Transaction` (`instructions` + `serializeMessage`). Anything else is undefined.
 */
export function solanaTransactionKind(value: unknown): SolanaTransactionKind | undefined {
  if (!isObject(value)) return undefined
  if (
    value.messageBytes instanceof Uint8Array &&
    isObject(value.signatures) &&
    !Array.isArray(value.signatures)
  )
    return 'kit'
  if ('version' in value && isObject(value.message) && !('instructions' in value)) return 'versioned'
  if (Array.isArray(value.instructions) && typeof value.serializeMessage === 'function') return 'legacy'
  return undefined
}
