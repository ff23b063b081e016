import {
  SiwxSessionRejectedError,
  SMART_ACCOUNT_SIGNATURE_REASON,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'

/**
 * Whether a sign-in failed on a smart account's signature that could not be verified: the verifier's
 * `SmartAccountSignatureError` anywhere in the cause chain, or a backend's refusal with that reason (its 401
 * carries the reason only).
 */
export function isSmartAccountSignInFailure(error: unknown): boolean {
  let current = error
  // Bounded: a cause chain may be circular.
  for (let depth = 0; depth < 16 && current instanceof Error; depth++, current = current.cause) {
    if (current instanceof SmartAccountSignatureError) return true
    if (current instanceof SiwxSessionRejectedError && current.reason === SMART_ACCOUNT_SIGNATURE_REASON)
      return true
  }
  return false
}
