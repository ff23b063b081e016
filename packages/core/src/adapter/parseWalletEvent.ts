import type { AdapterEmitter } from './createAdapterEmitter.js'

/**
 * Parses what a wallet sent with an event; a malformed one is dropped (the connection stays as it was) and
 * reported as the adapter's `error` event, never thrown back into the wallet's emitter. Undefined when dropped.
 */
export function parseWalletEvent<T>(emitter: AdapterEmitter, parse: () => T): T | undefined {
  try {
    return parse()
  } catch (error) {
    emitter.emit('error', error instanceof Error ? error : new Error(String(error)))
    return undefined
  }
}
