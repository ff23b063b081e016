import type { ConfirmationOptions } from './types.js'

/** The app's confirmation options over the adapter's defaults, part by part (an `undefined` part keeps the default). */
export function withConfirmationDefaults(
  options: ConfirmationOptions | undefined,
  defaults: Required<ConfirmationOptions>,
): Required<ConfirmationOptions> {
  return {
    timeoutMs: options?.timeoutMs ?? defaults.timeoutMs,
    pollMs: options?.pollMs ?? defaults.pollMs,
    confirmations: options?.confirmations ?? defaults.confirmations,
  }
}
