import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

export class NetworkNotFoundError extends WalletPortError {
  override name = 'NetworkNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/** The wallet refused to add the chain. */
export class ChainNotSupportedError extends WalletPortError {
  override name = 'ChainNotSupportedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

export class AdapterNamespaceNotFoundError extends WalletPortError {
  override name = 'AdapterNamespaceNotFoundError'
  readonly namespace: ChainNamespace

  constructor({ namespace, ...parameters }: { namespace: ChainNamespace } & WalletPortErrorParameters) {
    super(`Adapter for namespace ${namespace} doesn't exist`, parameters)
    this.namespace = namespace
  }
}

export class CaipNetworkUndefinedError extends WalletPortError {
  override name = 'CaipNetworkUndefinedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('CaipNetwork is undefined', parameters)
  }
}

/** Logged when one or more chains failed to disconnect; `details` carries the per-chain messages. */
export class DisconnectChainsError extends WalletPortError {
  override name = 'DisconnectChainsError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Failed to disconnect chains', parameters)
  }
}

/** The toast shown for a failed disconnect. */
export class DisconnectError extends WalletPortError {
  override name = 'DisconnectError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

export class WalletConnectConnectorNotFoundError extends WalletPortError {
  override name = 'WalletConnectConnectorNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('WalletConnectConnector not found', parameters)
  }
}

// The spec names the two errors below without showing their wording; the texts are ours.

export class UnknownWalletError extends WalletPortError {
  override name = 'UnknownWalletError'
  readonly walletId: string

  constructor({ walletId, ...parameters }: { walletId: string } & WalletPortErrorParameters) {
    super(`Unknown wallet ${walletId}`, parameters)
    this.walletId = walletId
  }
}

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

/**
 * The wallet approved the connection and ended it (locked, disconnected, dropped the session) before the client
 * had taken it: the connect fails rather than show an account the wallet no longer serves.
 */
export class WalletEndedConnectionError extends WalletPortError {
  override name = 'WalletEndedConnectionError'
  readonly namespace: ChainNamespace
  readonly connectorId: string

  constructor({
    namespace,
    connectorId,
    ...parameters
  }: { namespace: ChainNamespace; connectorId: string } & WalletPortErrorParameters) {
    super(`The wallet ended the connection on ${namespace} as it was approved`, parameters)
    this.namespace = namespace
    this.connectorId = connectorId
  }
}

/** An account was chosen that the namespace's connection does not hold (or nothing is connected there). */
export class AccountNotConnectedError extends WalletPortError {
  override name = 'AccountNotConnectedError'
  readonly namespace: ChainNamespace
  readonly address: string

  constructor({
    namespace,
    address,
    connected,
    ...parameters
  }: {
    namespace: ChainNamespace
    address: string
    connected: readonly string[]
  } & WalletPortErrorParameters) {
    super(
      `Expected one of the accounts connected on ${namespace} (${connected.join(', ') || 'none'}), got ${address}`,
      parameters,
    )
    this.namespace = namespace
    this.address = address
  }
}
