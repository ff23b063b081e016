import type { SignatureStatus } from '@solana/web3.js'

/**
 * Whether a signature status counts as `confirmations` blocks: past `processed`, and, beyond one, finalized
 * (rooted) or that many blocks deep (Solana counts blocks since confirmation, the including one not counted).
 */
export function hasSolanaConfirmations(
  status: SignatureStatus | null | undefined,
  confirmations: number,
): boolean {
  if (!status || status.confirmationStatus === 'processed') return false
  if (confirmations <= 1 || status.confirmationStatus === 'finalized' || status.confirmations === null)
    return true
  return status.confirmations + 1 >= confirmations
}
