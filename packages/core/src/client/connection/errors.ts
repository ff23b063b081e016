import type { ChainNamespace } from '../../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from '../../errors/base.js'

export class ConnectorNotFoundError extends WalletPortError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string

  constructor({
    connectorId,
    namespace,
    ...parameters
  }: { connectorId: string; namespace?: ChainNamespace | undefined } & WalletPortErrorParameters) {
    super(`Connector ${connectorId} not found${namespace ? ` on ${namespace}` : ''}`, parameters)
    this.connectorId = connectorId
  }
}

/** The adapter reported a connection without any account. */
export class NoAccountsError extends WalletPortError {
  override name = 'NoAccountsError'

  constructor({ namespace, ...parameters }: { namespace: ChainNamespace } & WalletPortErrorParameters) {
    super(`The wallet returned no accounts on ${namespace}`, parameters)
  }
}
