import { keccak_256 } from '@noble/hashes/sha3.js'

/** EIP-55 mixed-case checksum of a 20-byte address (bytes, or hex with or without 0x in any case). */
export function toChecksumAddress(address: Uint8Array | string): string {
  const hex =
    typeof address === 'string'
      ? address.replace(/^0x/, '').toLowerCase()
      : Array.from(address, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const hash = keccak_256(new TextEncoder().encode(hex))
  let result = '0x'
  for (let index = 0; index < 40; index += 1) {
    const nibble = ((hash[index >> 1] ?? 0) >> (index % 2 === 0 ? 4 : 0)) & 0xf
    result += nibble >= 8 ? (hex[index] ?? '').toUpperCase() : hex[index]
  }
  return result
}
