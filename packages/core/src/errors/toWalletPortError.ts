import { WalletPortError } from './base.js'
import { isUserRejection } from './isUserRejection.js'
import { rpcErrorChain } from './rpcErrorChain.js'
import { toProviderRpcError } from './toProviderRpcError.js'
import { WalletRequestFailedError } from './wallet.js'

/** Longest wallet text taken as a message. */
const MAX_WALLET_MESSAGE = 300

/**
 * What a wallet or adapter threw, as a `WalletPortError` the app can rely on: WalletPort's own errors as they
 * are; anything with an EIP-1193 / JSON-RPC code or a rejection text as the named provider error; everything
 * else (a plain Error, a string, `null`, an object) as `WalletRequestFailedError`. The original is the `cause`.
 * Never throws, whatever getters the thrown value has.
 */
export function toWalletPortError(error: unknown, operation: string): WalletPortError {
  try {
    if (error instanceof WalletPortError) return error
    const coded = rpcErrorChain(error).some((link) => link.code !== undefined)
    if (coded || isUserRejection(error)) return toProviderRpcError(error)
  } catch {
    // A hostile value (throwing getters): described below without reading it again.
  }
  return new WalletRequestFailedError({ operation, walletMessage: walletMessageOf(error), cause: error })
}

/** The wallet's own words: an Error's message or a thrown string (capped); nothing for other values. */
function walletMessageOf(error: unknown): string | undefined {
  try {
    if (error instanceof Error) return String(error.message).slice(0, MAX_WALLET_MESSAGE)
  } catch {
    return undefined
  }
  return typeof error === 'string' ? error.slice(0, MAX_WALLET_MESSAGE) : undefined
}
