import { bech32 } from '@scure/base'
import { InvalidAddressError } from '@walletport/core'

/**
 * A Cosmos account address is bech32 with the chain's prefix and a 20- or 32-byte payload. Decoded with
 * @scure/base (what @cosmjs/encoding uses) so that address checks, and connect, load no cosmjs.
 */
export function validateCosmosAddress(address: string, bech32Prefix: string): void {
  let decoded: { prefix: string; data: Uint8Array }
  try {
    const { prefix, words } = bech32.decode(address as `${string}1${string}`, 90)
    decoded = { prefix, data: bech32.fromWords(words) }
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'not a valid bech32 string', cause })
  }
  if (decoded.prefix !== bech32Prefix) {
    throw new InvalidAddressError({
      address,
      rule: `expected prefix "${bech32Prefix}", got "${decoded.prefix}"`,
    })
  }
  if (decoded.data.length !== 20 && decoded.data.length !== 32) {
    throw new InvalidAddressError({
      address,
      rule: `payload of ${decoded.data.length} bytes, expected 20 or 32`,
    })
  }
}
