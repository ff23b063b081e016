import { WalletPortError, type WalletPortErrorParameters } from './base.js'

// Generic failures of a chain node client (HTTP / WebSocket JSON-RPC transport).

export class HttpRequestError extends WalletPortError {
  override name = 'HttpRequestError'
  readonly url: string | undefined
  readonly status: number | undefined
  /** How long the server asked to be left alone (its Retry-After, on 429 or 503), in ms. */
  readonly retryAfterMs: number | undefined

  constructor({
    url,
    status,
    retryAfterMs,
    ...parameters
  }: {
    url?: string | undefined
    status?: number | undefined
    retryAfterMs?: number | undefined
  } & WalletPortErrorParameters = {}) {
    super('HTTP request failed.', {
      details:
        [status === undefined ? '' : `Status: ${status}`, url === undefined ? '' : `URL: ${url}`]
          .filter(Boolean)
          .join('\n') || undefined,
      ...parameters,
    })
    this.url = url
    this.status = status
    this.retryAfterMs = retryAfterMs
  }
}

/** The node answered with a JSON-RPC error object. */
export class RpcRequestError extends WalletPortError {
  override name = 'RpcRequestError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('RPC Request failed.', parameters)
  }
}

export class TimeoutError extends WalletPortError {
  override name = 'TimeoutError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('The request took too long to respond.', parameters)
  }
}
