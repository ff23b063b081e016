import { fromBech32 } from '@cosmjs/encoding'
import { InvalidAddressError } from '@walletport/core'

/** A Cosmos account address is bech32 with the chain's prefix and a 20- or 32-byte payload. */
export function validateCosmosAddress(address: string, bech32Prefix: string): void {
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, 90)
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
