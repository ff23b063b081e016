import { keccak256 } from './keccak256.js'

/** EIP-55: a hex letter is upper-case when the matching nibble of keccak256(lower-case hex) is 8 or more. */
export function toChecksumAddress(address: string): string {
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
