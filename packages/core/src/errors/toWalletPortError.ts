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
 * else (a plain Error, a string, `null`, an object) as `WalletRequestFailedError`, whose message is the wallet's
 * own text where there is one (never an engine error's: a TypeError is "The wallet failed to …"). The original is
 * the `cause`.
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

/**
 * Errors the JavaScript engine raises (reading a revoked Proxy, calling undefined): a fault in some code on the
 * way, never words a wallet meant for its user.
 */
const ENGINE_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError]

/**
 * The wallet's own words: an Error's message or a thrown string (capped); nothing for other values, nor for an
 * engine error (its text would reach the user raw; the error stays the `cause`).
 */
function walletMessageOf(error: unknown): string | undefined {
  try {
    if (ENGINE_ERRORS.some((type) => error instanceof type)) return undefined
    if (error instanceof Error) return String(error.message).slice(0, MAX_WALLET_MESSAGE)
  } catch {
    return undefined
  }
  return typeof error === 'string' ? error.slice(0, MAX_WALLET_MESSAGE) : undefined
}
