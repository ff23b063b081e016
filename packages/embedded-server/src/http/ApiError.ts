export type ApiErrorCode =
  | 'invalid_request'
  | 'forbidden_origin'
  | 'unverified_domain'
  | 'cooldown'
  | 'rate_limited'
  | 'invalid_code'
  | 'code_expired'
  | 'code_exhausted'
  | 'approval_expired'
  | 'device_not_approved'
  | 'unauthorized'
  | 'invalid_dpop'
  | 'refresh_reused'
  | 'wallet_exists'
  | 'wallet_missing'
  | 'not_found'
  | 'login_not_fresh'
  | 'mail_failed'
  | 'passkey_refused'
  | 'challenge_invalid'
  | 'identity_taken'
  | 'last_sign_in'
  | 'payload_too_large'

/** An answer the API gives on purpose: status, a stable code the frame branches on, and a message users read. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 502
  readonly code: ApiErrorCode
  readonly retryAfterSeconds: number | undefined

  constructor({
    status,
    code,
    message,
    retryAfterSeconds,
  }: {
    status: ApiError['status']
    code: ApiErrorCode
    message: string
    retryAfterSeconds?: number
  }) {
    super(message)
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.retryAfterSeconds === undefined ? {} : { retryAfter: this.retryAfterSeconds }),
      },
    }
  }
}
