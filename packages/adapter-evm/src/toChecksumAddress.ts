import { InvalidAddressError } from '@walletport/core'
import { keccak256 } from './keccak256.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * EIP-55: a hex letter is upper-case when the matching nibble of keccak256(lower-case hex) is 8 or more. Throws
 * `InvalidAddressError` for anything but 0x and 40 hex digits (it does not check an existing checksum).
 */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) {
    throw new InvalidAddressError({ address, rule: 'expected 0x followed by 40 hex characters' })
  }
  const lower = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < lower.length; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    out += nibble >= 8 ? lower.charAt(i).toUpperCase() : lower.charAt(i)
  }
  return out
}
