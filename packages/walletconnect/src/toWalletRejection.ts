import { UserRejectedRequestError } from '@walletport/core'

/** sign-client's reason codes for a proposal the wallet turned down (user rejected; chains, methods, events…). */
function isProposalRejection(error: unknown): error is { code: number; message: string } {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && code >= 5000 && code < 5200
}

/**
 * A wallet's refusal as `UserRejectedRequestError` naming what it refused; any other error unchanged. sign-client
 * rejects a refused one-click sign-in with the wallet's bare message string, a refused proposal with `{ code, message }`.
 */
export function toWalletRejection(error: unknown, refused: string): unknown {
  if (typeof error === 'string') {
    return new UserRejectedRequestError({
      details: `The wallet rejected the WalletConnect ${refused}: ${error}`,
    })
  }
  if (!isProposalRejection(error)) return error
  return new UserRejectedRequestError({
    details: `The wallet rejected the WalletConnect ${refused}: ${error.message} (${error.code})`,
    cause: error instanceof Error ? error : undefined,
  })
}
