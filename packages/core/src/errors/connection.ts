import type { ChainNamespace } from '../caip/types.js'
import { WalletPortError, type WalletPortErrorParameters } from './base.js'

export class NetworkNotFoundError extends WalletPortError {
  override name = 'NetworkNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

export class AddressOrAuthConnectorNotFoundError extends WalletPortError {
  override name = 'AddressOrAuthConnectorNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

/** The wallet refused to add the chain. */
export class ChainNotSupportedError extends WalletPortError {
  override name = 'ChainNotSupportedError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

export class AdapterNotFoundError extends WalletPortError {
  override name = 'AdapterNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Adapter not found', parameters)
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

/** The wallet is on a network the app did not configure. */
export class UnsupportedNetworkError extends WalletPortError {
  override name = 'UnsupportedNetworkError'
  readonly network: string

  constructor({ network, ...parameters }: { network: string } & WalletPortErrorParameters) {
    super(`Network ${network} is not supported`, parameters)
    this.network = network
  }
}

export class UnknownWalletError extends WalletPortError {
  override name = 'UnknownWalletError'
  readonly walletId: string

  constructor({ walletId, ...parameters }: { walletId: string } & WalletPortErrorParameters) {
    super(`Unknown wallet ${walletId}`, parameters)
    this.walletId = walletId
  }
}
