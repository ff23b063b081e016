import { WalletPortError } from './base.js'

/** The price moved between the quote the user accepted and the moment of sending: the swap would give too little. */
export class SlippageExceededError extends WalletPortError {
  override name = 'SlippageExceededError'

  constructor({ received, minimum, slippage }: { received: string; minimum: string; slippage: string }) {
    super(
      `The price moved: the swap would now give ${received}, below the minimum of ${minimum} at ${slippage} slippage`,
      { details: `Expected at least ${minimum}, the pools now give ${received}. Nothing was sent.` },
    )
  }
}

/** A slippage tolerance that is not a percentage between 0 (exclusive) and 50. */
export class InvalidSlippageError extends WalletPortError {
  override name = 'InvalidSlippageError'

  constructor({ input }: { input: string }) {
    super(`Slippage must be a percentage above 0 and at most 50, received ${JSON.stringify(input)}`)
  }
}

/** No pool (direct or through the wrapped native coin) joins the two tokens. */
export class NoSwapRouteError extends WalletPortError {
  override name = 'NoSwapRouteError'

  constructor({ from, to }: { from: string; to: string }) {
    super(`No pool swaps ${from} for ${to} on this network`)
  }
}

/** The swap provider does not serve the network, or the same token was chosen on both sides. */
export class UnsupportedSwapError extends WalletPortError {
  override name = 'UnsupportedSwapError'
}

/** A node answer the swap provider could not read (not hex, too short). */
export class InvalidSwapResponseError extends WalletPortError {
  override name = 'InvalidSwapResponseError'

  constructor({
    call,
    expected = '32-byte words of hex',
    received,
    cause,
  }: {
    call: string
    /** What the answer should have decoded as (the function's output types). */
    expected?: string
    received: string
    cause?: unknown
  }) {
    super(`The node's answer to ${call} is not valid ABI data`, {
      details: `Expected ${expected}, received ${received.slice(0, 120)}`,
      ...(cause !== undefined && { cause }),
    })
  }
}
