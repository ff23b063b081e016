import { isUserRejection } from './isUserRejection.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerRpc.js'
import { rpcErrorChain } from './rpcErrorChain.js'

type ProviderRpcErrorClass = (new (
  parameters?: ProviderRpcErrorParameters,
) => ProviderRpcError) & {
  readonly code: number
}

const PROVIDER_RPC_ERRORS: readonly ProviderRpcErrorClass[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  UnrecognizedChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]

const BY_CODE = new Map(PROVIDER_RPC_ERRORS.map((ErrorClass) => [ErrorClass.code, ErrorClass]))

export type RpcError = ProviderRpcError | UnknownRpcError

/**
 * Maps what a wallet threw (a code, an Error or `{ code, message }` object, possibly wrapping another, or a
 * message) to a named error with the standard message; the wallet's message goes to `details`, the original
 * to `cause`. A specific code nested in a generic -32603 wrapper wins (MetaMask wraps rejections that way);
 * with no specific code, a rejection text (see `isUserRejection`) counts as 4001.
 */
export function toProviderRpcError(codeOrError: unknown): RpcError {
  if (codeOrError instanceof ProviderRpcError || codeOrError instanceof UnknownRpcError) return codeOrError
  if (typeof codeOrError === 'number') return fromCode(codeOrError, {})

  const cause = codeOrError
  const links = rpcErrorChain(codeOrError)
  const known = links.filter((link) => link.code !== undefined && BY_CODE.has(link.code))
  const specific = known.find((link) => link.code !== InternalRpcError.code)
  const firstMessage = links.find((link) => link.message)?.message

  if (specific?.code !== undefined)
    return fromCode(specific.code, { details: specific.message || firstMessage, cause })
  if (isUserRejection(codeOrError)) return new UserRejectedRequestError({ details: firstMessage, cause })
  const generic = known[0]
  if (generic?.code !== undefined)
    return fromCode(generic.code, { details: generic.message || firstMessage, cause })
  const coded = links.find((link) => link.code !== undefined)
  return new UnknownRpcError({ code: coded?.code, message: coded?.message || firstMessage, cause })
}

function fromCode(code: number, parameters: ProviderRpcErrorParameters): RpcError {
  const ErrorClass = BY_CODE.get(code)
  if (ErrorClass) return new ErrorClass(parameters)
  return new UnknownRpcError({ code, cause: parameters.cause })
}
