/** Parses a serialized witness stack (BIP-322 "simple" signature): count, then length-prefixed items. */
export function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = (): number | undefined => {
    const first = bytes[offset++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (offset + width > bytes.length) return undefined
    let size = 0
    for (let index = width - 1; index >= 0; index--) size = size * 256 + bytes[offset + index]!
    offset += width
    return size
  }
  const count = readSize()
  if (count === undefined || count > bytes.length) return undefined
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index++) {
    const size = readSize()
    if (size === undefined || offset + size > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + size))
    offset += size
  }
  return offset === bytes.length ? items : undefined
}
