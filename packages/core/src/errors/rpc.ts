import { WalletPortError, type WalletPortErrorParameters } from './base.js'
import { describeValue } from './describeValue.js'

/** A request for a method outside the RPC allow-list (see `rpc/rpcMethods.ts`). */
export class RpcNotAllowedError extends WalletPortError {
  override name = 'RpcNotAllowedError'
  readonly method: string

  /** `method` is whatever the caller passed; it is repeated as text (capped), never trusted to be a string. */
  constructor({ method, ...parameters }: { method: unknown } & WalletPortErrorParameters) {
    const named = typeof method === 'string' ? method.slice(0, 80) : describeValue(method)
    super('Requested RPC call is not allowed', { details: `Method: ${named}`, ...parameters })
    this.method = named
  }
}

/** What the user is shown for a disallowed request. */
export class ActionNotAllowedError extends WalletPortError {
  override name = 'ActionNotAllowedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Action not allowed', parameters)
  }
}

/** A pending RPC request aborted before the wallet answered (modal closed, frame timed out…). */
export class RequestAbortedError extends WalletPortError {
  override name = 'RequestAbortedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

/** Any other aborted request. */
export class SomethingWentWrongError extends WalletPortError {
  override name = 'SomethingWentWrongError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}
