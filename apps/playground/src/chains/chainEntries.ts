import { evmChain } from './evmChain.js'
import type { ChainEntry } from './types.js'

/** Every chain the playground offers, in panel order. */
export const chainEntries: readonly ChainEntry[] = [evmChain]
