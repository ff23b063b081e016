/**
 * An answer the name service gives on purpose: the status, the spec's text as `error` ('Error registering name
 * {name}', 'Error resolving name', …) and the reason in words.
 */
export class NameServiceError extends Error {
  override name = 'NameServiceError'
  readonly status: 400 | 401 | 404 | 409
  readonly reason: string

  constructor({ status, error, reason }: { status: 400 | 401 | 404 | 409; error: string; reason: string }) {
    super(error)
    this.status = status
    this.reason = reason
  }
}
