import { WalletPortError, type WalletPortErrorParameters } from './base.js'

/** The embedded wallet frame failed to load. */
export class EmailLoginDependencyError extends WalletPortError {
  override name = 'EmailLoginDependencyError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** Posting to the frame before it exists. */
export class FrameIframeNotSetError extends WalletPortError {
  override name = 'FrameIframeNotSetError'

  constructor(parameters: WalletPortErrorParameters = {}) {
    super('WalletPortFrame: iframe is not set', parameters)
  }
}

/** An error event from the frame; its own message when it sent one. */
export class FrameError extends WalletPortError {
  override name = 'FrameError'

  constructor({ message, ...parameters }: { message?: string | undefined } & WalletPortErrorParameters = {}) {
    super(message || 'An error occurred', parameters)
  }
}

/** Another email code was requested inside the cooldown. */
export class EmailCooldownError extends WalletPortError {
  override name = 'EmailCooldownError'
  readonly seconds: number

  constructor({ seconds, ...parameters }: { seconds: number } & WalletPortErrorParameters) {
    super(`Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}
