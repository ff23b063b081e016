import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** An adapter was asked for a capability its chain does not have. */
export class MethodNotSupportedError extends WalletPortError {
  override name = 'MethodNotSupportedError'
  readonly method: string
  readonly namespace: ChainNamespace

  constructor({ method, namespace }: { method: string; namespace: ChainNamespace }) {
    super(`${method} is not supported on ${namespace}`)
    this.method = method
    this.namespace = namespace
  }
}

/** An address that is not valid on the network it was given for; `rule` says why. */
export class InvalidAddressError extends WalletPortError {
  override name = 'InvalidAddressError'
  readonly address: string

  constructor({
    address,
    rule,
    ...parameters
  }: { address: string; rule: string } & WalletPortErrorParameters) {
    super(`Invalid address "${address}": ${rule}`, parameters)
    this.address = address
  }
}
