import { rpcErrorChain } from './rpcErrorChain.js'

const USER_REJECTED_CODE = 4001
/** Texts wallets use for a rejection when they send no code (or a generic one). */
const USER_REJECTION_TEXT = /user rejected|user denied|rejected the request/i

/** True when the user declined in the wallet: code 4001 or a rejection text anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  return rpcErrorChain(error).some(
    ({ code, message }) =>
      code === USER_REJECTED_CODE || (message !== undefined && USER_REJECTION_TEXT.test(message)),
  )
}
