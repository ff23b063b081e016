/** A setting from the environment is missing or malformed; names the variable, what it expects and what came. */
export class ServerConfigError extends Error {
  override name = 'ServerConfigError'
  readonly variable: string

  constructor({ variable, expected, received }: { variable: string; expected: string; received?: string }) {
    super(
      received === undefined
        ? `${variable} is required: expected ${expected}`
        : `${variable} is invalid: expected ${expected}, received ${JSON.stringify(received)}`,
    )
    this.variable = variable
  }
}
