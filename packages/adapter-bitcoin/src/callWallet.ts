import { toUserRejection } from './toUserRejection.js'

/** Runs a wallet call, turning its refusal into UserRejectedRequestError. */
export async function callWallet<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toUserRejection(error)
  }
}
