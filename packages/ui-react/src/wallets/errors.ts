/** A paging or search argument outside its range. */
export class InvalidWalletListArgumentError extends Error {
  override name = 'InvalidWalletListArgumentError'
  constructor(argument: string, expected: string, received: unknown) {
    super(`${argument} must be ${expected}; received ${String(received)}`)
  }
}

/** A wallet directory fetched from the app's URL is not an array of wallets. */
export class InvalidWalletDirectoryError extends Error {
  override name = 'InvalidWalletDirectoryError'
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Invalid wallet directory: ${reason}`, options)
  }
}
