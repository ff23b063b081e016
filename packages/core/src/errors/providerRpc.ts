import { WalletPortError } from './base.js'

export interface ProviderRpcErrorParameters {
  /** The wallet's own message, kept apart from the standard short message. */
  details?: string | undefined
  /** The error the wallet raised. */
  cause?: unknown
}

/** A JSON-RPC / EIP-1193 / EIP-5792 error code with its standard short message. */
export class ProviderRpcError extends WalletPortError {
  override name = 'ProviderRpcError'
  declare readonly code: number

  constructor(code: number, shortMessage: string, { details, cause }: ProviderRpcErrorParameters = {}) {
    super(shortMessage, { code, details, cause })
  }
}

// JSON-RPC 2.0

export class ParseRpcError extends ProviderRpcError {
  static readonly code = -32700
  override name = 'ParseRpcError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(ParseRpcError.code, 'Parse error', parameters)
  }
}

export class InvalidRequestRpcError extends ProviderRpcError {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(InvalidRequestRpcError.code, 'Invalid request', parameters)
  }
}

export class MethodNotFoundRpcError extends ProviderRpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(MethodNotFoundRpcError.code, 'Method not found', parameters)
  }
}

export class InvalidParamsRpcError extends ProviderRpcError {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(InvalidParamsRpcError.code, 'Invalid params', parameters)
  }
}

export class InternalRpcError extends ProviderRpcError {
  static readonly code = -32603
  override name = 'InternalRpcError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(InternalRpcError.code, 'Internal error', parameters)
  }
}

// EIP-1193 provider errors, plus 4902 from EIP-3326 (wallet_switchEthereumChain)

export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UserRejectedRequestError.code, 'User rejected the request', parameters)
  }
}

export class UnauthorizedProviderError extends ProviderRpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UnauthorizedProviderError.code, 'The requested method or account is not authorized', parameters)
  }
}

export class UnsupportedProviderMethodError extends ProviderRpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(
      UnsupportedProviderMethodError.code,
      'The provider does not support the requested method',
      parameters,
    )
  }
}

export class ProviderDisconnectedError extends ProviderRpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(ProviderDisconnectedError.code, 'The provider is disconnected from all chains', parameters)
  }
}

export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(ChainDisconnectedError.code, 'The provider is not connected to the requested chain', parameters)
  }
}

export class UnrecognizedChainError extends ProviderRpcError {
  static readonly code = 4902
  override name = 'UnrecognizedChainError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UnrecognizedChainError.code, 'Unrecognized chain ID', parameters)
  }
}

// EIP-5792 wallet call API

export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError {
  static readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UnsupportedNonOptionalCapabilityError.code, 'Unsupported non-optional capability', parameters)
  }
}

export class UnsupportedChainIdError extends ProviderRpcError {
  static readonly code = 5710
  override name = 'UnsupportedChainIdError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UnsupportedChainIdError.code, 'Unsupported chain id', parameters)
  }
}

export class DuplicateIdError extends ProviderRpcError {
  static readonly code = 5720
  override name = 'DuplicateIdError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(DuplicateIdError.code, 'Duplicate ID', parameters)
  }
}

export class UnknownBundleIdError extends ProviderRpcError {
  static readonly code = 5730
  override name = 'UnknownBundleIdError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(UnknownBundleIdError.code, 'Unknown bundle id', parameters)
  }
}

export class BundleTooLargeError extends ProviderRpcError {
  static readonly code = 5740
  override name = 'BundleTooLargeError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(BundleTooLargeError.code, 'Bundle too large', parameters)
  }
}

export class AtomicReadyWalletRejectedUpgradeError extends ProviderRpcError {
  static readonly code = 5750
  override name = 'AtomicReadyWalletRejectedUpgradeError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(AtomicReadyWalletRejectedUpgradeError.code, 'Atomic-ready wallet rejected upgrade', parameters)
  }
}

export class AtomicityNotSupportedError extends ProviderRpcError {
  static readonly code = 5760
  override name = 'AtomicityNotSupportedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(AtomicityNotSupportedError.code, 'Atomicity not supported', parameters)
  }
}

/** A code (or none) outside the standard sets; keeps the wallet's code and message. */
export class UnknownRpcError extends WalletPortError {
  override name = 'UnknownRpcError'

  constructor({
    code,
    message,
    cause,
  }: { code?: number | undefined; message?: string | undefined; cause?: unknown } = {}) {
    super(message || 'An unknown RPC error occurred', { code, cause })
  }
}
