/**
 * The text a flow or a view shows for a failure: an Error's message (a `WalletPortError`'s is its short message),
 * anything else as a string.
 */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
