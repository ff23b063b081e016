/** Backstops: no error message or detail text grows past these, whatever input it repeats. */
const MAX_MESSAGE_LENGTH = 1_000
const MAX_DETAILS_LENGTH = 4_000

function capText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`
}

export interface WalletPortErrorParameters {
  /** What went wrong in more depth than the short message (never shown as the headline). */
  details?: string
  cause?: unknown
  /** JSON-RPC / EIP-1193 code where one applies. */
  code?: number
}

/** Base of every error WalletPort throws: `message` is the short, user-presentable text. */
export class WalletPortError extends Error {
  override name = 'WalletPortError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | undefined

  constructor(shortMessage: string, parameters: WalletPortErrorParameters = {}) {
    const message = capText(String(shortMessage), MAX_MESSAGE_LENGTH)
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = message
    this.details =
      parameters.details === undefined ? undefined : capText(String(parameters.details), MAX_DETAILS_LENGTH)
    this.code = parameters.code
  }

  /** Follows the `cause` chain; returns the first error `matches` accepts, or the deepest one. */
  walk(matches?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (matches?.(current)) return current
      if (current.cause === undefined) break
      current = current.cause
    }
    return matches ? null : current
  }
}
