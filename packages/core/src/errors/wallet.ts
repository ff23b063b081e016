import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'
import { TimeoutError } from './chainClient.js'

// Failures of the conversation between the client and a wallet: cancelled, too slow, malformed, overtaken.

/**
 * A connect request was cancelled (`cancelConnect`, its `signal` aborted, a disconnect) or superseded by a newer
 * one on the same namespace. The wallet's late answer, if any, is discarded and closed at the wallet.
 */
export class ConnectionCancelledError extends WalletPortError {
  override name = 'ConnectionCancelledError'
  readonly namespace: ChainNamespace | undefined
  readonly connectorId: string | undefined

  constructor({
    namespace,
    connectorId,
    ...parameters
  }: {
    namespace?: ChainNamespace | undefined
    connectorId?: string | undefined
  } & WalletPortErrorParameters = {}) {
    super('Connection request cancelled', parameters)
    this.namespace = namespace
    this.connectorId = connectorId
  }
}

/** A wallet call got no answer within its time-out (`WalletPortOptions.timeouts`). */
export class WalletTimeoutError extends TimeoutError {
  override name = 'WalletTimeoutError'
  readonly operation: string
  readonly timeoutMs: number

  constructor({
    operation,
    timeoutMs,
    ...parameters
  }: { operation: string; timeoutMs: number } & WalletPortErrorParameters) {
    super({ details: `${operation}: no answer within ${timeoutMs} ms`, ...parameters })
    this.operation = operation
    this.timeoutMs = timeoutMs
  }
}

/**
 * The wallet failed with something that is not an error WalletPort knows (a plain Error, a string, null, an
 * object): the message is the wallet's own text when it gave one (capped), else names the operation.
 */
export class WalletRequestFailedError extends WalletPortError {
  override name = 'WalletRequestFailedError'
  readonly operation: string

  constructor({
    operation,
    walletMessage,
    ...parameters
  }: { operation: string; walletMessage?: string | undefined } & WalletPortErrorParameters) {
    super(walletMessage || `The wallet failed to ${operation}`, {
      details: `During ${operation}`,
      ...parameters,
    })
    this.operation = operation
  }
}
