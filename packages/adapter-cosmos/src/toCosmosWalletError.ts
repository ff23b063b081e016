import { ChainNotSupportedError, UserRejectedRequestError } from '@walletport/core'

/** Keplr, Leap and Cosmostation reject with plain Errors; these are their texts. */
const REJECTION_TEXT = /request rejected|rejected by (the )?user|user rejected|user denied|user cancel/i
const UNKNOWN_CHAIN_TEXT =
  /no chain info|no modular chain info|unsupported chain|chain is not supported|unknown chain|invalid chain id/i

/** A wallet's error as WalletPort's: rejections become UserRejectedRequestError, unknown chains ChainNotSupportedError. */
export function toCosmosWalletError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error)
  if (REJECTION_TEXT.test(message)) return new UserRejectedRequestError({ details: message, cause: error })
  if (UNKNOWN_CHAIN_TEXT.test(message)) return new ChainNotSupportedError({ details: message, cause: error })
  return error
}

/** Runs a wallet call, what it throws translated by `toCosmosWalletError`. */
export async function withCosmosWalletErrors<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toCosmosWalletError(error)
  }
}
