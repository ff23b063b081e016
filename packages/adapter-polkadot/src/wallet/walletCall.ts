import { UserRejectedRequestError } from '@walletport/core'

/**
 * Texts extensions reject with when the user declines: polkadot.js 'Rejected' (access) and 'Cancelled' (signing),
 * Talisman 'Cancelled', SubWallet 'Rejected by user', Enkrypt 'User rejected', and the like.
 */
const REJECTION =
  /^(rejected|cancell?ed)(\b.*)?$|user (rejected|denied|declined|cancell?ed)|rejected by (the )?user|request (was )?rejected/i

export function isExtensionRejection(error: unknown): boolean {
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && REJECTION.test(message.trim())
}

/** Runs a call into the extension; its rejection texts become `UserRejectedRequestError`, other errors pass. */
export async function walletCall<T>(call: () => Promise<T> | T): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isExtensionRejection(error)) throw error
    throw new UserRejectedRequestError({
      details: `The extension declined: ${(error as Error).message ?? String(error)}`,
      cause: error instanceof Error ? error : undefined,
    })
  }
}
