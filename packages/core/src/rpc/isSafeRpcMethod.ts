import { SAFE_RPC_METHODS, type SafeRpcMethod } from './rpcMethods.js'

const SAFE = new Set<string>(SAFE_RPC_METHODS)

/** Exact, case-sensitive match against `SAFE_RPC_METHODS`. */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return SAFE.has(method)
}

/** Unsafe methods (and any method not known to be safe) are aborted when the user rejects; safe ones are spared. */
export function shouldAbortOnRejection(method: string): boolean {
  return !isSafeRpcMethod(method)
}
