import { RpcNotAllowedError } from '../errors/rpc.js'
import { type AllowedRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js'

const ALLOWED = new Set<string>([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])

/** Exact, case-sensitive match against the safe and unsafe lists. */
export function isAllowedRpcMethod(method: unknown): method is AllowedRpcMethod {
  return typeof method === 'string' && ALLOWED.has(method)
}

/** @throws {RpcNotAllowedError} 'Requested RPC call is not allowed' */
export function assertAllowedRpcMethod(method: unknown): asserts method is AllowedRpcMethod {
  if (!isAllowedRpcMethod(method)) throw new RpcNotAllowedError({ method })
}
