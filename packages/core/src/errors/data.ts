import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** Transaction history failed to load; the list is marked empty. */
export class TransactionsFetchError extends WalletPortError {
  override name = 'TransactionsFetchError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

export class TokenBalanceUnavailableError extends WalletPortError {
  override name = 'TokenBalanceUnavailableError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Token Balance Unavailable', parameters)
  }
}

export class AccountAddressRequiredError extends WalletPortError {
  override name = 'AccountAddressRequiredError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Transactions cannot be fetched without an account address', parameters)
  }
}
