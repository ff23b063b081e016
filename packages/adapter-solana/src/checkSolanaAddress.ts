import type { validateSolanaAddress } from './validateSolanaAddress.js'

let loaded: typeof validateSolanaAddress | undefined

/**
 * `ChainAdapter.validateAddress` for solana: `validateSolanaAddress` (with core's base58 decoder) loaded on the first
 * check, so that a page listing wallets does not carry it; synchronous once loaded.
 */
export function checkSolanaAddress(address: string): void | Promise<void> {
  if (loaded) return loaded(address)
  return import('./validateSolanaAddress.js').then(({ validateSolanaAddress }) => {
    loaded = validateSolanaAddress
    validateSolanaAddress(address)
  })
}
