/** The text a flow shows for a failure: an Error's message, anything else as a string. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
