/** 0x-prefixed hex quantity as JSON-RPC wants it (no leading zeros). */
export function toHexQuantity(value: bigint | number): string {
  return `0x${value.toString(16)}`
}

/** A 20-byte address as one 32-byte ABI word, without 0x. */
export function encodeAddressWord(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0')
}
