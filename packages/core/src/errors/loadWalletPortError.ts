import { WalletPortError } from './base.js'
import { WalletRequestFailedError } from './wallet.js'

type Convert = typeof import('./toWalletPortError.js').toWalletPortError

let loaded: Convert | undefined
let loading: Promise<Convert> | undefined

/**
 * `toWalletPortError` for the paths of the first chunk (start-up, connect's first steps): WalletPort's own errors
 * as they are, at once; anything else (a wallet's coded or plain error) once the converter is fetched, its code
 * (the EIP-1193 / JSON-RPC table) loaded with `import()` on the first foreign error, so a page that never meets
 * one never loads it (issue 37: JS before the first click). Should the fetch fail, the error is a
 * `WalletRequestFailedError` with the original as `cause`, as `toWalletPortError` makes of an uncoded error.
 * Never throws, whatever the thrown value is (a revoked Proxy fails `instanceof`).
 */
export function toWalletPortErrorLater(error: unknown, operation: string): Promise<WalletPortError> {
  if (isWalletPortError(error)) return Promise.resolve(error)
  if (loaded) return Promise.resolve(loaded(error, operation))
  loading ??= import('./toWalletPortError.js').then(
    (module) => {
      loaded = module.toWalletPortError
      return loaded
    },
    (loadError: unknown) => {
      loading = undefined
      throw loadError
    },
  )
  return loading.then(
    (convert) => convert(error, operation),
    () => new WalletRequestFailedError({ operation, cause: error }),
  )
}

/** `instanceof WalletPortError`, false for a value that throws on it (a revoked Proxy). */
export function isWalletPortError(error: unknown): error is WalletPortError {
  try {
    return error instanceof WalletPortError
  } catch {
    return false
  }
}
