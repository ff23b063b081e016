export { assertAllowedRpcMethod, isAllowedRpcMethod } from './isAllowedRpcMethod.js'
export { isSafeRpcMethod, shouldAbortOnRejection } from './isSafeRpcMethod.js'
export {
  type AllowedRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './rpcMethods.js'
