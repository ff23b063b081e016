import { bitcoinChain } from './bitcoinChain.js'
import { cosmosChain } from './cosmosChain.js'
import { evmChain } from './evmChain.js'
import { polkadotChain } from './polkadotChain.js'
import { solanaChain } from './solanaChain.js'
import type { ChainEntry } from './types.js'

/** Every chain the playground offers, in panel order. */
export const chainEntries: readonly ChainEntry[] = [
  evmChain,
  solanaChain,
  cosmosChain,
  bitcoinChain,
  polkadotChain,
]
