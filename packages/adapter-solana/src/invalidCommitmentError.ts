import { WalletPortError } from '@walletport/core'

/** A preflight commitment outside the ones Solana's RPC accepts. */
export class InvalidCommitmentError extends WalletPortError {
  override name = 'InvalidCommitmentError'
  readonly commitment: unknown
  constructor({
    commitment,
    allowed,
    cause,
  }: { commitment: unknown; allowed: readonly string[]; cause?: unknown }) {
    super(
      `Invalid preflight commitment ${JSON.stringify(commitment)}: must be one of ${allowed.join(', ')}`,
      {
        cause,
      },
    )
    this.commitment = commitment
  }
}
