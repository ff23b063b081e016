// Its own module: only actions run after a connection (history, names, balances) and adapters' lazily loaded
// actions throw it, so the first chunk does not carry it (see walletRequests.ts).
import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** An adapter was asked for a capability its chain (or the connected wallet) does not have. */
export class MethodNotSupportedError extends WalletPortError {
  override name = 'MethodNotSupportedError'
  readonly method: string
  readonly namespace: ChainNamespace

  constructor({
    method,
    namespace,
    ...parameters
  }: { method: string; namespace: ChainNamespace } & WalletPortErrorParameters) {
    super(`${method} is not supported on ${namespace}`, parameters)
    this.method = method
    this.namespace = namespace
  }
}
