import { WalletPortError, type WalletPortErrorParameters } from './base.js'

// Errors that mean WalletPort was driven in an order it does not support; never shown to users as-is.

export class NoActiveCaipAddressError extends WalletPortError {
  override name = 'NoActiveCaipAddressError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

export class NoActiveNetworkOrClientError extends WalletPortError {
  override name = 'NoActiveNetworkOrClientError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

export class ConnectionClientNotFoundError extends WalletPortError {
  override name = 'ConnectionClientNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No ConnectionController client found', parameters)
  }
}

export class ConnectionClientNotSetError extends WalletPortError {
  override name = 'ConnectionClientNotSetError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('ConnectionController client not set', parameters)
  }
}

export class NetworkClientNotSetError extends WalletPortError {
  override name = 'NetworkClientNotSetError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('NetworkController client not set', parameters)
  }
}

export class ChainAdapterNotFoundError extends WalletPortError {
  override name = 'ChainAdapterNotFoundError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}

export const CHAIN_REQUIRED_ACTIONS = [
  'get connection controller client',
  'update chain account data',
  'set account prop',
] as const
export type ChainRequiredAction = (typeof CHAIN_REQUIRED_ACTIONS)[number]

/** An operation that needs a chain namespace was called without one. */
export class ChainRequiredError extends WalletPortError {
  override name = 'ChainRequiredError'
  readonly action: ChainRequiredAction

  constructor({ action, ...parameters }: { action: ChainRequiredAction } & WalletPortErrorParameters) {
    super(`Chain is required to ${action}`, parameters)
    this.action = action
  }
}
