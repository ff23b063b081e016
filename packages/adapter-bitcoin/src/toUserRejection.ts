import { isUserRejection, UserRejectedRequestError } from '@walletport/core'

/** sats-connect's USER_REJECTION code, and texts Bitcoin wallets use for a refusal. */
const SATS_CONNECT_USER_REJECTION = -32000
const REJECTION_TEXT = /reject|denied|cancel/i

/** Maps a wallet's refusal (4001, sats-connect -32000, "User rejected"/"canceled" texts) to UserRejectedRequestError. */
export function toUserRejection(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  const code = (error as { code?: unknown } | undefined)?.code
  const message = (error as { message?: unknown } | undefined)?.message
  if (
    code === SATS_CONNECT_USER_REJECTION ||
    isUserRejection(error) ||
    (typeof message === 'string' && REJECTION_TEXT.test(message))
  ) {
    return new UserRejectedRequestError({
      details: typeof message === 'string' ? message : undefined,
      cause: error,
    })
  }
  return error
}

/** Runs a wallet call, its refusal thrown as UserRejectedRequestError (`toUserRejection`). */
export async function withUserRejection<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toUserRejection(error)
  }
}
