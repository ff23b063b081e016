/** 0x-prefixed hex quantity as JSON-RPC wants it (no leading zeros). */
export function toHexQuantity(value: bigint | number): string {
  return `0x${value.toString(16)}`
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = '0x'
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

export function utf8ToHex(text: string): string {
  return bytesToHex(new TextEncoder().encode(text))
}

/** A 20-byte address as one 32-byte ABI word, without 0x. */
export function encodeAddressWord(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0')
}
