import { isUserRejection, UserRejectedRequestError } from '@walletport/core'

/** Runs a wallet call; a refusal (4001, a "user rejected" text) becomes UserRejectedRequestError. */
export async function withUserRejection<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isUserRejection(error))
      throw new UserRejectedRequestError({ details: (error as Error)?.message, cause: error })
    throw error
  }
}
