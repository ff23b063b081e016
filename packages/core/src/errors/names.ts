import { WalletPortError, type WalletPortErrorParameters } from './base.js'

export class NameResolutionError extends WalletPortError {
  override name = 'NameResolutionError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

export class NameSuggestionsError extends WalletPortError {
  override name = 'NameSuggestionsError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

export class NamesForAddressError extends WalletPortError {
  override name = 'NamesForAddressError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

export class NameRegistrationError extends WalletPortError {
  override name = 'NameRegistrationError'
  readonly accountName: string

  constructor({ name, ...parameters }: { name: string } & WalletPortErrorParameters) {
    super(`Error registering name ${name}`, parameters)
    this.accountName = name
  }
}

/** A name action was called but the app passed no `nameService` option. */
export class NameServiceNotConfiguredError extends WalletPortError {
  override name = 'NameServiceNotConfiguredError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('No name service configured', parameters)
  }
}
