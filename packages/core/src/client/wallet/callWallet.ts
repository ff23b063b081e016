import { WalletPortError } from '../../errors/base.js'
import { toWalletPortErrorLater } from '../../errors/loadWalletPortError.js'
import { ConnectionCancelledError, WalletTimeoutError } from '../../errors/wallet.js'

/** setTimeout fires at once past this; longer time-outs mean "no time-out". */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface CallWalletOptions<T> {
  /** Names the call in errors: 'connect on eip155', 'signMessage on solana'. */
  operation: string
  timeoutMs: number
  /** Gives the call up when aborted; the rejection is the signal's reason (a `ConnectionCancelledError`). */
  signal?: AbortSignal | undefined
  /** Receives the wallet's answer when it comes after the call was given up, to close what it opened. */
  onAbandoned?: ((value: T) => void) | undefined
}

/**
 * Runs one wallet or adapter call with a time-out and an optional abort signal. Resolves with its answer, or
 * rejects with a `WalletPortError`: `WalletTimeoutError` past `timeoutMs`, the signal's reason once aborted, or
 * what the wallet threw (named by `toWalletPortError`, the original as `cause`; that code is fetched on the first
 * foreign error, `toWalletPortErrorLater`). A call that is given up is
 * still followed: a late answer goes to `onAbandoned`, a late failure is swallowed (never unhandled).
 */
export function callWallet<T>(run: () => Promise<T> | T, options: CallWalletOptions<T>): Promise<T> {
  const { operation, timeoutMs, signal } = options
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let call: Promise<T>
    try {
      call = Promise.resolve(run())
    } catch (error) {
      call = Promise.reject(error)
    }
    const finish = () => {
      settled = true
      if (timer !== undefined) clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const giveUp = (error: WalletPortError) => {
      if (settled) return
      finish()
      reject(error)
      call.then(
        (value) => {
          try {
            options.onAbandoned?.(value)
          } catch (cleanupError) {
            console.error(`WalletPort: closing the abandoned ${operation} failed`, cleanupError)
          }
        },
        () => {},
      )
    }
    const onAbort = () => giveUp(abortReason(signal))
    const timer =
      Number.isFinite(timeoutMs) && timeoutMs < MAX_TIMER_MS
        ? setTimeout(() => giveUp(new WalletTimeoutError({ operation, timeoutMs })), Math.max(0, timeoutMs))
        : undefined
    signal?.addEventListener('abort', onAbort, { once: true })
    call.then(
      (value) => {
        if (settled) return
        finish()
        resolve(value)
      },
      (error: unknown) => {
        if (settled) return
        finish()
        toWalletPortErrorLater(error, operation).then(reject)
      },
    )
  })
}

function abortReason(signal: AbortSignal | undefined): WalletPortError {
  const reason: unknown = signal?.reason
  return reason instanceof WalletPortError ? reason : new ConnectionCancelledError({ cause: reason })
}
