import { UserRejectedRequestError } from '@walletport/core'

/** sign-client's reason codes for a proposal the wallet turned down (user rejected; chains, methods, events…). */
function isProposalRejection(error: unknown): error is { code: number; message: string } {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && code >= 5000 && code < 5200
}

/** A refused session proposal as `UserRejectedRequestError` with the wallet's reason; any other error unchanged. */
export function toWalletRejection(error: unknown): unknown {
  if (!isProposalRejection(error)) return error
  return new UserRejectedRequestError({
    details: `The wallet rejected the WalletConnect session proposal: ${error.message} (${error.code})`,
    cause: error instanceof Error ? error : undefined,
  })
}
