import { bech32 } from '@scure/base'
import { validateCosmosAddress } from './validateCosmosAddress.js'

/**
 * The same account (the same 20- or 32-byte payload) under `bech32Prefix`: reads may take an address from
 * another Cosmos chain, as after a network switch. Throws InvalidAddressError when `address` is no account.
 */
export function toChainAddress(address: string, bech32Prefix: string): string {
  let decoded: { prefix: string; words: number[] }
  try {
    decoded = bech32.decode(address as `${string}1${string}`, 90)
  } catch {
    validateCosmosAddress(address, bech32Prefix)
    throw new Error('unreachable: validateCosmosAddress accepted an undecodable address')
  }
  const converted = decoded.prefix === bech32Prefix ? address : bech32.encode(bech32Prefix, decoded.words, 90)
  validateCosmosAddress(converted, bech32Prefix)
  return converted
}
