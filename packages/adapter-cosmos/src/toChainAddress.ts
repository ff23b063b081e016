import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { validateCosmosAddress } from './validateCosmosAddress.js'

/**
 * The same account (the same 20- or 32-byte payload) under `bech32Prefix`: reads may take an address from
 * another Cosmos chain, as after a network switch. Throws InvalidAddressError when `address` is no account.
 */
export function toChainAddress(address: string, bech32Prefix: string): string {
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address, 90)
  } catch {
    validateCosmosAddress(address, bech32Prefix)
    throw new Error('unreachable: validateCosmosAddress accepted an undecodable address')
  }
  const converted = decoded.prefix === bech32Prefix ? address : toBech32(bech32Prefix, decoded.data)
  validateCosmosAddress(converted, bech32Prefix)
  return converted
}
