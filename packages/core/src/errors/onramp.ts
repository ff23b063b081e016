import { WalletPortError } from './base.js'

/** An on-ramp answer that is not what the protocol says (a malformed body, an error the server named). */
export class OnrampResponseError extends WalletPortError {
  override name = 'OnrampResponseError'
}

/** The on-ramp is off: the feature flag, no provider configured, or a restricted time zone. */
export class OnrampUnavailableError extends WalletPortError {
  override name = 'OnrampUnavailableError'
}
