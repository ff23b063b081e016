import type { validateEvmAddress } from './validateEvmAddress.js'

/** All-lower or all-upper hex: valid without a checksum, so no Keccak is needed to say so. */
const UNCHECKSUMMED = /^0x(?:[0-9a-f]{40}|[0-9A-F]{40})$/

let loaded: typeof validateEvmAddress | undefined

/**
 * `ChainAdapter.validateAddress` for eip155: an address needing no checksum is accepted at once; anything else waits
 * for `validateEvmAddress` (with its Keccak-256), loaded on the first such check and synchronous after that.
 */
export function checkEvmAddress(address: string): void | Promise<void> {
  if (UNCHECKSUMMED.test(address)) return
  if (loaded) return loaded(address)
  return import('./validateEvmAddress.js').then(({ validateEvmAddress }) => {
    loaded = validateEvmAddress
    validateEvmAddress(address)
  })
}
