import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'
import { describeValue } from './describeValue.js'

/** An address that is not valid on the network it was given for; `rule` says what was expected. */
export class InvalidAddressError extends WalletPortError {
  override name = 'InvalidAddressError'
  readonly address: string
  /** What a valid address looks like, or which rule this one broke. */
  readonly rule: string

  constructor({
    address,
    rule,
    ...parameters
  }: { address: string; rule: string } & WalletPortErrorParameters) {
    super(`Invalid address ${describeValue(address)}: ${rule}`, parameters)
    this.address = address
    this.rule = rule
  }
}

/** A wallet request (sign, send, switch) while no wallet is connected on the adapter's namespace. */
export class WalletNotConnectedError extends WalletPortError {
  override name = 'WalletNotConnectedError'
  readonly namespace: ChainNamespace | undefined

  constructor({ namespace, ...parameters }: { namespace?: ChainNamespace } & WalletPortErrorParameters = {}) {
    super(namespace ? `No wallet is connected on ${namespace}` : 'No wallet is connected', parameters)
    this.namespace = namespace
  }
}

/**
 * A wallet answered with something of the wrong shape (an account that is no address, a signature that is no
 * signature…); nothing of the answer was used. `details` says what was expected and what came.
 */
export class InvalidWalletResponseError extends WalletPortError {
  override name = 'InvalidWalletResponseError'
  readonly method: string

  constructor({
    method,
    expected,
    received,
    details,
    ...parameters
  }: { method: string; expected?: string; received?: unknown } & WalletPortErrorParameters) {
    super(`The wallet's answer to ${method} is malformed`, {
      ...parameters,
      details:
        details ??
        (expected === undefined ? undefined : `Expected: ${expected}\nReceived: ${describeValue(received)}`),
    })
    this.method = method
  }
}
