import { WalletPortError, type WalletPortErrorParameters } from '../../errors/base.js'

export class AccountAddressRequiredError extends WalletPortError {
  override name = 'AccountAddressRequiredError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Transactions cannot be fetched without an account address', parameters)
  }
}
