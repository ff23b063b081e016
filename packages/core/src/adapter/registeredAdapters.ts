import type { ChainNamespace } from '../caip/types.js'
import type { ChainAdapter } from './types.js'

/**
 * Each adapter package adds its own adapter type here under its namespace (declaration merging), so that
 * `client.getAdapter('eip155')` is typed as that package's adapter without a cast:
 *
 * ```ts
 * declare module '@walletport/core' {
 *   interface RegisteredAdapters { eip155: EvmAdapter }
 * }
 * ```
 *
 * An app that imports the adapter package gets the entry; a namespace nobody registered is a plain `ChainAdapter`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the adapter packages
export interface RegisteredAdapters {}

/** The adapter type registered for `namespace`, else `ChainAdapter`. */
export type AdapterOf<N extends ChainNamespace> = N extends keyof RegisteredAdapters
  ? RegisteredAdapters[N]
  : ChainAdapter
